import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { QuantityInput } from '../../../components/quantity-input.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useGroupbuyDetail } from '../api/groupbuy-queries.ts';
import './groupbuy.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { Button } from '../../../components/button.tsx';

const STATUS_KEY: Record<number, string> = { 1: 'notStarted', 2: 'running', 3: 'ended' };

/**
 * /promotion/groupbuy-{id}: the group price, the minimum quantity and the dates. Any quantity may be taken to
 * the checkout, which says when it is below the minimum (the server decides, facts §5.2).
 */
export function Page() {
  const { t } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const id = Number(usePrefixedParam('id'));
  const { data: gb, isLoading, error } = useGroupbuyDetail(id);
  const [num, setNum] = useState<number | null>(null);
  if (isLoading)
    return (
      <div className="content-width gb-page">
        <ShimmerLines rows={10} />
      </div>
    );
  if (error || !gb)
    return (
      <MissingState title={t('detail.notFound')} backTo="/promotion/groupbuy" backLabel={t('detail.back')} />
    );
  const name = gb.sku_name || gb.goods_name;
  const qty = num ?? gb.buy_num;
  const buyable = gb.status === 2 && gb.goods_state === 1 && gb.stock > 0;
  const buy = () => void navigate(`/promotion/groupbuy_payment?groupbuy_id=${gb.groupbuy_id}&num=${qty}`);
  return (
    <div className="content-width gb-page">
      <section className="gb-detail" data-testid="groupbuy-detail">
        <div className="gb-detail__img">
          <SafeImage src={gb.goods_image} alt={name} kind="goods" size="big" />
        </div>
        <div className="gb-detail__body">
          <h1>{name}</h1>
          <div className="gb-detail__band">
            <Tag colour={gb.status === 2 ? 'red' : 'default'}>
              {t(`status.${STATUS_KEY[gb.status] ?? 'ended'}`)}
            </Tag>
            <span className="gb-detail__label">{t('detail.groupPrice')}</span>
            <Money value={gb.groupbuy_price} className="gb-detail__price" />
            <del>
              <Money value={gb.goods_price} className="gb-card__was" />
            </del>
          </div>
          <dl className="gb-detail__facts">
            <dt>{t('detail.minimum')}</dt>
            <dd data-testid="groupbuy-minimum">
              {t('detail.minimumValue', { n: gb.buy_num, unit: gb.unit })}
            </dd>
            <dt>{t('detail.period')}</dt>
            <dd>
              {dateTimeOf(gb.start_time)} – {dateTimeOf(gb.end_time)}
            </dd>
            <dt>{t('detail.sold')}</dt>
            <dd>{gb.sell_num}</dd>
            <dt>{t('detail.stock')}</dt>
            <dd>{gb.stock}</dd>
            <dt>{t('detail.quantity')}</dt>
            <dd>
              <QuantityInput
                value={qty}
                min={1}
                stock={gb.stock}
                maxBuy={0}
                disabled={!buyable}
                ariaLabel={t('detail.quantity')}
                onChange={setNum}
              />
            </dd>
          </dl>
          <div className="gb-detail__actions">
            <Button kind="primary" size="large" disabled={!buyable} onClick={buy}>
              {gb.status === 3
                ? t('detail.ended')
                : gb.status === 1
                  ? t('detail.notStarted')
                  : t('detail.buy')}
            </Button>
            <Link to={`/sku-${gb.sku_id}`}>{t('detail.goodsPage')}</Link>
          </div>
          <p className="gb-detail__shop">{t('detail.shop', { name: gb.site_name })}</p>
        </div>
      </section>
    </div>
  );
}
