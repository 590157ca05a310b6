import { Avatar, Empty, Image, Rate, Segmented, Skeleton } from 'antd';
import { dateTimeOf } from '../../../../lib/dates.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../../lib/image.ts';
import { useReviews } from '../../api/catalog-queries.ts';
import type { Review, ReviewCount } from '../../api/catalog-types.ts';
import { Pager } from '../../../../components/pager.tsx';

type Filter = 'all' | 'good' | 'medium' | 'bad' | 'withImages';
const FILTER_FIELDS: Record<Filter, { explain_type?: number; has_image?: number }> = {
  all: {},
  good: { explain_type: 1 },
  medium: { explain_type: 2 },
  bad: { explain_type: 3 },
  withImages: { has_image: 1 },
};
const PAGE_SIZE = 10;
const pictures = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function Pictures({ list }: { list: string }) {
  const urls = pictures(list);
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup>
      <div className="review__pics">
        {urls.map((u) => (
          <Image key={u} src={imgUrl(u)} width={72} height={72} alt="" />
        ))}
      </div>
    </Image.PreviewGroup>
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
        <Rate disabled value={review.scores} className="review__rate" />
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
    <div className="detail-reviews">
      <div className="detail-reviews__head">
        <div className="detail-reviews__rate">
          <strong>{rate}%</strong>
          <span>{t('reviews.goodRate')}</span>
        </div>
        <Segmented<Filter>
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
          options={(Object.keys(FILTER_FIELDS) as Filter[]).map((f) => ({
            value: f,
            label: `${t(`reviews.${f}`)} (${countOf[f]})`,
          }))}
        />
      </div>
      {isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : !data?.list.length ? (
        <Empty description={t('reviews.empty')} />
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
