import type { review } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { submitFollowUp, submitReview, useEvaluateInfo, type ShopScores } from '../api/review-api.ts';
import { LineForm, type LineDraft } from '../components/line-form.tsx';
import './evaluate-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { idFromParam } from '../../../lib/id-param.ts';
import { Button, buttonClass } from '../../../components/button.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';

const SHOP_SCORES: (keyof ShopScores)[] = ['shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit'];

function ReviewForm({ info }: { info: review.EvaluateInfo }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const followUp = info.evaluate_status === 1;
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>(() =>
    Object.fromEntries(info.list.map((l) => [l.order_goods_id, { scores: 5, content: '', images: [] }])),
  );
  const [anonymous, setAnonymous] = useState(false);
  const [shop, setShop] = useState<ShopScores>({
    shop_desccredit: 5,
    shop_servicecredit: 5,
    shop_deliverycredit: 5,
  });
  const [sending, setSending] = useState(false);

  const send = async () => {
    // The spec's rule, said before the server says it: every line needs its text.
    if (info.list.some((l) => !drafts[l.order_goods_id]!.content.trim())) return toast(t('empty'));
    setSending(true);
    try {
      const lines = info.list.map((l) => ({ id: l.order_goods_id, ...drafts[l.order_goods_id]! }));
      if (followUp) {
        await submitFollowUp(
          info.order_id,
          lines.map((l) => ({
            order_goods_id: l.id,
            again_content: l.content,
            again_images: l.images.join(','),
          })),
        );
      } else {
        const first = lines.map((l) => ({
          order_goods_id: l.id,
          scores: l.scores,
          content: l.content,
          images: l.images.join(','),
        }));
        await submitReview(info.order_id, first, anonymous, shop);
      }
      toast(followUp ? t('followUpDone') : t('done'), 'success');
      void navigate('/member/order_list');
    } catch {
      // The server's reason was shown as a toast.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="ev-page">
      <h1>{followUp ? t('followUpTitle') : t('title')}</h1>
      <p className="ev-muted">
        {t('order', { no: info.order_no })} · {info.site_name}
      </p>
      {info.list.map((l) => (
        <LineForm
          key={l.order_goods_id}
          line={l}
          followUp={followUp}
          draft={drafts[l.order_goods_id]!}
          onChange={(update) =>
            setDrafts((all) => ({ ...all, [l.order_goods_id]: update(all[l.order_goods_id]!) }))
          }
        />
      ))}
      {followUp ? null : (
        <section className="ev-shop">
          <h2>{t('shopScores')}</h2>
          {SHOP_SCORES.map((k) => (
            <div key={k} className="ev-shop-row">
              <span>{t(`shop.${k}`)}</span>
              <StarRating
                value={shop[k]}
                onChange={(v) => setShop((s) => ({ ...s, [k]: v }))}
                label={t(`shop.${k}`)}
              />
            </div>
          ))}
          <CheckBox checked={anonymous} onChange={setAnonymous}>
            {t('anonymous')}
          </CheckBox>
        </section>
      )}
      <div className="ev-submit">
        <Button kind="primary" size="large" loading={sending} onClick={() => void send()}>
          {followUp ? t('submitFollowUp') : t('submit')}
        </Button>
      </div>
    </div>
  );
}

/** /evaluate?order_id=…: review a received order (stars, text, pictures, shop scores) or add the follow-up. */
export function Page() {
  const { t } = useTranslation('review');
  const [params] = useSearchParams();
  const orderId = idFromParam(params.get('order_id'));
  const { data, isLoading, error } = useEvaluateInfo(orderId);
  if (isLoading) return <ShimmerLines rows={4} className="ev-page" />;
  if (!data) {
    return (
      <ResultState
        status="info"
        title={error?.message ?? t('notFound')}
        extra={
          <Link to="/member/order_list" className={buttonClass()}>
            {t('backToOrders')}
          </Link>
        }
      />
    );
  }
  return <ReviewForm key={`${data.order_id}-${data.evaluate_status}`} info={data} />;
}
