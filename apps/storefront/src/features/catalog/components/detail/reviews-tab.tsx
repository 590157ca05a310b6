import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/avatar.tsx';
import { Pager } from '../../../../components/pager.tsx';
import { SafeImage } from '../../../../components/safe-image.tsx';
import { StarRating } from '../../../../components/star-rating.tsx';
import { EmptyNote, Shimmer, ShimmerLines } from '../../../../components/states/placeholders.tsx';
import { dateTimeOf } from '../../../../lib/dates.ts';
import { imgUrl } from '../../../../lib/image.ts';
import { useReviews } from '../../api/catalog-queries.ts';
import type { Review, ReviewCount } from '../../api/catalog-types.ts';

// Its own chunk, fetched when a shopper first opens a review's picture.
const PictureViewer = lazy(() =>
  import('../../../../components/picture-viewer.tsx').then((m) => ({ default: m.PictureViewer })),
);

type Filter = 'all' | 'good' | 'medium' | 'bad' | 'withImages';
const FILTER_FIELDS: Record<Filter, { explain_type?: number; has_image?: number }> = {
  all: {},
  good: { explain_type: 1 },
  medium: { explain_type: 2 },
  bad: { explain_type: 3 },
  withImages: { has_image: 1 },
};
const FILTERS = Object.keys(FILTER_FIELDS) as Filter[];
const PAGE_SIZE = 10;
const pictures = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A review's (or its follow-up's) pictures as thumbnails; a click opens the viewer there, the others beside it. */
function Pictures({ list }: { list: string }) {
  const { t } = useTranslation('catalog');
  // The picture open in the viewer, or null while it is closed.
  const [open, setOpen] = useState<number | null>(null);
  const urls = pictures(list);
  if (!urls.length) return null;
  const name = (i: number) => t('reviews.pictureN', { n: i + 1 });
  return (
    <div className="review__pics">
      {urls.map((u, i) => (
        <button
          key={`${u}-${i}`}
          type="button"
          className="review__pic"
          aria-label={name(i)}
          onClick={() => setOpen(i)}
        >
          <SafeImage src={u} size="small" alt="" width={72} height={72} />
        </button>
      ))}
      {open === null ? null : (
        <Suspense fallback={null}>
          <PictureViewer
            items={urls.map((u) => imgUrl(u))}
            current={open}
            onChange={setOpen}
            onClose={() => setOpen(null)}
            alt={name}
          />
        </Suspense>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('catalog');
  return (
    <li className="review">
      <div className="review__who">
        <Avatar src={review.member_headimg ? imgUrl(review.member_headimg) : undefined}>
          {review.member_name.slice(0, 1)}
        </Avatar>
        <span>
          {review.is_anonymous ? `${review.member_name} (${t('reviews.anonymous')})` : review.member_name}
        </span>
      </div>
      <div className="review__body">
        <span className="review__rate">
          <StarRating value={review.scores} label={t('reviews.score', { n: review.scores })} />
        </span>
        <p className="review__text">{review.content}</p>
        <Pictures list={review.images} />
        <div className="review__meta">
          {dateTimeOf(review.create_time)} {review.sku_name}
        </div>
        {review.explain_first ? (
          <p className="review__reply">
            {t('reviews.shopReply')}: {review.explain_first}
          </p>
        ) : null}
        {review.again_content ? (
          <div className="review__again">
            <strong>{t('reviews.followUp')}</strong> {review.again_content}
            <Pictures list={review.again_images} />
            {review.again_explain ? (
              <p className="review__reply">
                {t('reviews.shopReply')}: {review.again_explain}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** antd's Segmented look: a grey track, the chosen filter white on it; each a toggle button with its count. */
function FilterBar({
  value,
  counts,
  onChange,
}: {
  value: Filter;
  counts: Record<Filter, number>;
  onChange: (f: Filter) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div role="group" aria-label={t('reviews.filters')} className="review-filters">
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          className="review-filters__item"
          aria-pressed={f === value}
          onClick={() => f !== value && onChange(f)}
        >
          {`${t(`reviews.${f}`)} (${counts[f]})`}
        </button>
      ))}
    </div>
  );
}

/** Grey blocks where a review's avatar and lines will be, as antd's Skeleton with avatar. */
function ReviewsLoading() {
  return (
    <div className="detail-reviews__loading">
      <Shimmer className="detail-reviews__loading-avatar" />
      <ShimmerLines rows={4} />
    </div>
  );
}

/** The reviews tab: good / medium / bad / with-pictures filters with their counts, and pages of reviews. */
export function ReviewsTab({ goodsId, counts }: { goodsId: number; counts: ReviewCount }) {
  const { t } = useTranslation('catalog');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useReviews({
    goods_id: goodsId,
    ...FILTER_FIELDS[filter],
    page,
    page_size: PAGE_SIZE,
  });
  const countOf: Record<Filter, number> = {
    all: counts.total,
    good: counts.good,
    medium: counts.medium,
    bad: counts.bad,
    withImages: counts.with_image,
  };
  const rate = counts.total ? Math.round((counts.good / counts.total) * 100) : 100;
  return (
    <div className="detail-reviews" aria-busy={isLoading || undefined}>
      <div className="detail-reviews__head">
        <div className="detail-reviews__rate">
          <strong>{rate}%</strong>
          <span>{t('reviews.goodRate')}</span>
        </div>
        <FilterBar
          value={filter}
          counts={countOf}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
      </div>
      {isLoading ? (
        <ReviewsLoading />
      ) : !data?.list.length ? (
        <EmptyNote description={t('reviews.empty')} />
      ) : (
        <ul className="detail-reviews__list">
          {data.list.map((r) => (
            <ReviewItem key={r.evaluate_id} review={r} />
          ))}
        </ul>
      )}
      {data && data.count > PAGE_SIZE ? (
        <Pager
          className="detail-reviews__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
