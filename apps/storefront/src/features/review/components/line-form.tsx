import type { review } from '@mall/contracts';
import { TextArea } from '../../../components/text-area.tsx';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { ReviewPictures } from './review-pictures.tsx';
import { useMoneyFormat } from '../../../lib/money.ts';
import { StarRating } from '../../../components/star-rating.tsx';

export interface LineDraft {
  scores: number;
  content: string;
  images: string[];
}

const KIND = ['', 'bad', 'medium', 'medium', 'good', 'good'] as const;

/** One order line: its goods, then stars (first review) or the first review (follow-up), text and pictures. */
export function LineForm(props: {
  line: review.EvaluateLine;
  followUp: boolean;
  draft: LineDraft;
  /** Takes an update of the draft (pictures finish uploading after the text may have changed). */
  onChange: (update: (d: LineDraft) => LineDraft) => void;
}) {
  const { t } = useTranslation('review');
  const formatMoney = useMoneyFormat();
  const { line, followUp, draft, onChange } = props;
  const first = line.evaluate;
  return (
    <section className="ev-line" data-testid="review-line">
      <div className="ev-goods">
        <SafeImage src={line.sku_image} kind="goods" size="small" alt="" width={80} height={80} />
        <div>
          <div className="ev-goods-name">{line.sku_name}</div>
          <div className="ev-muted">
            {formatMoney(line.price)} × {line.num}
          </div>
        </div>
      </div>
      <div className="ev-fields">
        {followUp && first ? (
          <div className="ev-first">
            <StarRating disabled value={first.scores} label={t('stars')} />
            <p>{first.content}</p>
          </div>
        ) : (
          <div className="ev-stars">
            <StarRating
              value={draft.scores}
              onChange={(v) => onChange((d) => ({ ...d, scores: v }))}
              label={t('stars')}
            />
            <span className={`ev-kind ev-kind--${KIND[draft.scores]}`}>
              {t(`kind.${KIND[draft.scores]}`)}
            </span>
          </div>
        )}
        <TextArea
          value={draft.content}
          onChange={(e) => {
            const content = e.target.value;
            onChange((d) => ({ ...d, content }));
          }}
          placeholder={followUp ? t('followUpPlaceholder') : t('placeholder')}
          showCount
          maxLength={200}
          rows={3}
          maxRows={6}
          aria-label={followUp ? t('followUpText') : t('text')}
        />
        <ReviewPictures
          value={draft.images}
          onChange={(update) => onChange((d) => ({ ...d, images: update(d.images) }))}
        />
      </div>
    </section>
  );
}
