import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useTopicGoods, useTopicInfo } from '../api/topic-queries.ts';
import { TopicBanner } from '../components/topic-banner.tsx';
import './topic.css';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

/** /promotion/topic-{id}: the event's banner on its colour and its goods at their topic prices. */
export function Page() {
  const { t } = useTranslation('topic');
  const id = Number(usePrefixedParam('id'));
  const info = useTopicInfo(id);
  const goods = useTopicGoods(id, 1);
  if (info.isLoading)
    return (
      <div className="content-width topic-page">
        <ShimmerLines rows={8} />
      </div>
    );
  if (info.error || !info.data)
    return <MissingState title={t('notFound')} backTo="/promotion/topic" backLabel={t('back')} />;
  const tp = info.data;
  return (
    <div className="content-width topic-page" style={{ background: tp.bg_color }}>
      <TopicBanner topic={tp} />
      {tp.status !== 2 ? <p className="topic-state">{t(tp.status === 1 ? 'notStarted' : 'ended')}</p> : null}
      {goods.data && goods.data.list.length > 0 ? (
        <div className="topic-grid">
          {goods.data.list.map((g) => (
            <Link
              key={g.id}
              to={`/promotion/topic-goods-${g.id}`}
              className="topic-card"
              data-testid="topic-goods-card"
            >
              <div className="topic-card__img">
                <SafeImage src={g.sku_image} alt={g.sku_name} kind="goods" size="mid" lazy />
              </div>
              <div className="topic-card__name" title={g.sku_name}>
                {g.sku_name}
              </div>
              <div className="topic-card__prices">
                <Money value={g.topic_price} className="topic-card__price" />
                <del>
                  <Money value={g.price} className="topic-card__was" />
                </del>
              </div>
            </Link>
          ))}
        </div>
      ) : goods.isLoading ? (
        <ShimmerLines rows={3} />
      ) : (
        <EmptyNote className="topic-empty" description={t('noGoods')} />
      )}
    </div>
  );
}
