import { ShopOutlined } from '@ant-design/icons';
import type { settle } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useMyApply } from '../api/settle-api.ts';
import './shop-apply-page.css';
import { ResultState } from '../../../components/states/result-state.tsx';
import { Steps } from '../../../components/steps.tsx';
import { ApplyForm } from '../components/apply-form.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';

/** Where the application stands: waiting, approved (the shop is open) or refused with the reason. */
function ApplyStatus({ apply, onAgain }: { apply: settle.ShopApply; onAgain: () => void }) {
  const { t } = useTranslation('settle');
  const step = apply.apply_status === 0 ? 1 : 2;
  const status = apply.apply_status === 1 ? 'success' : apply.apply_status === -1 ? 'error' : 'info';
  return (
    <div data-testid="apply-status">
      <Steps
        current={step}
        status={apply.apply_status === -1 ? 'error' : undefined}
        items={[{ title: t('stepApply') }, { title: t('stepReview') }, { title: t('stepOpen') }]}
        className="sa-steps"
      />
      <ResultState
        status={status}
        title={t(`status.${apply.apply_status}`)}
        subTitle={
          apply.apply_status === -1
            ? t('refusedReason', { reason: apply.refuse_reason })
            : apply.apply_status === 1
              ? t('approvedText', { name: apply.shop_name, login: `shop${apply.site_id}` })
              : t('waitingText', { time: dateTimeOf(apply.create_time) })
        }
        extra={
          apply.apply_status === -1 ? (
            <Button kind="primary" onClick={onAgain}>
              {t('again')}
            </Button>
          ) : apply.apply_status === 1 ? (
            <Link to={`/shop-${apply.site_id}`}>{t('visitShop')}</Link>
          ) : null
        }
      />
      <dl className="sa-summary">
        <dt>{t('shopName')}</dt>
        <dd>{apply.shop_name}</dd>
        <dt>{t('category')}</dt>
        <dd>{apply.category_name}</dd>
        <dt>{t('contact')}</dt>
        <dd>
          {apply.contact_name} {apply.contact_mobile}
        </dd>
        <dt>{t('address')}</dt>
        <dd>{apply.address}</dd>
      </dl>
    </div>
  );
}

/** /member/shop_apply: apply to open a shop (the header's merchant entry), or see the application's status. */
export function Page() {
  const { t } = useTranslation('settle');
  const { data: apply, isPending } = useMyApply();
  const [again, setAgain] = useState(false);

  if (isPending)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  if (apply && !(again && apply.apply_status === -1))
    return (
      <div className="page-card">
        <h1>{t('title')}</h1>
        <ApplyStatus apply={apply} onAgain={() => setAgain(true)} />
      </div>
    );

  return (
    <div className="page-card sa-page">
      <h1>
        <ShopOutlined /> {t('title')}
      </h1>
      <p className="sa-intro">{t('intro')}</p>
      <ApplyForm onSent={() => setAgain(false)} />
    </div>
  );
}
