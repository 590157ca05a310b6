import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { QuantityInput } from '../../../components/quantity-input.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useTopicGoodsDetail } from '../api/topic-queries.ts';
import './topic.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Button } from '../../../components/button.tsx';

/** /promotion/topic-goods-{id}: one goods of a topic event at its topic price, bought while the event runs. */
export function Page() {
  const { t } = useTranslation('topic');
  const navigate = useNavigate();
  const id = Number(usePrefixedParam('id'));
  const { data: g, isLoading, error } = useTopicGoodsDetail(id);
  const [num, setNum] = useState(1);
  if (isLoading)
    return (
      <div className="content-width topic-page">
        <ShimmerLines rows={10} />
      </div>
    );
  if (error || !g)
    return <MissingState title={t('notFound')} backTo="/promotion/topic" backLabel={t('back')} />;
  const buyable = g.topic.status === 2 && g.goods_state === 1 && g.stock > 0;
  return (
    <div className="content-width topic-page">
      <section className="topic-detail" data-testid="topic-goods-detail">
        <div className="topic-detail__img">
          <SafeImage src={g.sku_image} alt={g.sku_name} kind="goods" size="big" />
        </div>
        <div className="topic-detail__body">
          <Link to={`/promotion/topic-${g.topic_id}`} className="topic-detail__topic">
            {g.topic.topic_name}
          </Link>
          <h1>{g.sku_name}</h1>
          <div className="topic-detail__band" style={{ background: g.topic.bg_color }}>
            <span>{t('topicPrice')}</span>
            <Money value={g.topic_price} className="topic-detail__price" />
            <del>
              <Money value={g.price} className="topic-card__was" />
            </del>
          </div>
          <dl className="topic-detail__facts">
            <dt>{t('stock')}</dt>
            <dd>{g.stock}</dd>
            <dt>{t('quantity')}</dt>
            <dd>
              <QuantityInput
                value={num}
                min={1}
                stock={Math.max(g.stock, 1)}
                maxBuy={0}
                disabled={!buyable}
                ariaLabel={t('quantity')}
                onChange={setNum}
              />
            </dd>
          </dl>
          <Button
            kind="primary"
            size="large"
            disabled={!buyable}
            onClick={() => void navigate(`/promotion/topic_payment?topic_goods_id=${g.id}&num=${num}`)}
          >
            {buyable ? t('buy') : g.topic.status === 1 ? t('notStarted') : t('ended')}
          </Button>
          <p className="topic-detail__shop">{t('shop', { name: g.site_name })}</p>
        </div>
      </section>
    </div>
  );
}
