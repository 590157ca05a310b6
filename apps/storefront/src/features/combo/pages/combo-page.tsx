import { centsToMoney, moneyToCents, type combo } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { QuantityInput } from '../../../components/quantity-input.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useComboDetail } from '../api/combo-queries.ts';
import './combo.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Tag } from '../../../components/tag.tsx';
import { Button } from '../../../components/button.tsx';

function ComboItem({ item }: { item: combo.ComboGoods }) {
  const { t } = useTranslation('combo');
  return (
    <li className="combo-item" data-testid="combo-item">
      <Link to={`/sku-${item.sku_id}`} className="combo-item__img">
        <SafeImage src={item.sku_image} alt={item.sku_name} kind="goods" size="small" />
      </Link>
      <div className="combo-item__body">
        <Link to={`/sku-${item.sku_id}`} className="combo-item__name">
          {item.sku_name}
        </Link>
        <div className="combo-item__meta">
          <del>
            <Money value={item.price} className="combo-was" />
          </del>
          <span>{t('item.inPackage')}</span>
          <Money value={item.promotion_price} className="combo-share" />
          {item.goods_state === 1 ? null : <Tag colour="default">{t('item.offShelf')}</Tag>}
        </div>
      </div>
      <span className="combo-item__each">{t('item.perSet', { unit: item.unit })}</span>
    </li>
  );
}

/**
 * /promotion/combo-{id}: the package with its goods, the number of sets and what they save. Every goods is
 * bought once per set; the checkout decides the rest (facts §5.3).
 */
export function Page() {
  const { t } = useTranslation('combo');
  const navigate = useNavigate();
  const id = Number(usePrefixedParam('id'));
  const { data: pkg, isLoading, error } = useComboDetail(id);
  const [sets, setSets] = useState(1);
  if (isLoading)
    return (
      <div className="content-width combo-page">
        <ShimmerLines rows={10} />
      </div>
    );
  if (error || !pkg) return <MissingState title={t('notFound')} backTo="/index" backLabel={t('backHome')} />;
  const stock = Math.min(...pkg.bundling_goods.map((g) => g.stock));
  const buyable = pkg.status === 1 && pkg.bundling_goods.every((g) => g.goods_state === 1) && stock > 0;
  // Whole cents, so a set price times the sets never shows a float's tail.
  const times = (money: string) => centsToMoney((moneyToCents(money) ?? 0) * sets);
  return (
    <div className="content-width combo-page">
      <section className="combo-card" data-testid="combo-package">
        <header className="combo-head">
          <h1>{pkg.bl_name}</h1>
          <Tag colour={pkg.status === 1 ? 'red' : 'default'}>{t(pkg.status === 1 ? 'onOffer' : 'ended')}</Tag>
          {pkg.shipping_fee_type === 1 ? <Tag colour="green">{t('freeShipping')}</Tag> : null}
          <span className="combo-shop">{t('shop', { name: pkg.site_name })}</span>
        </header>
        <ul className="combo-items">
          {pkg.bundling_goods.map((g) => (
            <ComboItem key={g.sku_id} item={g} />
          ))}
        </ul>
        <footer className="combo-foot">
          <div className="combo-foot__prices">
            <span>{t('packagePrice')}</span>
            <Money value={pkg.bl_price} className="combo-price" />
            <del>
              <Money value={pkg.goods_money} className="combo-was" />
            </del>
            <span className="combo-saving">
              {t('saving')} <Money value={pkg.saving} className="combo-saving" />
            </span>
          </div>
          <div className="combo-foot__buy">
            <span>{t('sets')}</span>
            <QuantityInput
              value={sets}
              min={1}
              stock={Math.max(stock, 1)}
              maxBuy={999}
              disabled={!buyable}
              ariaLabel={t('sets')}
              onChange={setSets}
            />
            <span className="combo-total" data-testid="combo-total">
              {t('total')} <Money value={times(pkg.bl_price)} className="combo-price" />
            </span>
            <Button
              kind="primary"
              size="large"
              disabled={!buyable}
              onClick={() => void navigate(`/promotion/combo_payment?bl_id=${pkg.bl_id}&num=${sets}`)}
            >
              {buyable ? t('buy') : t('unavailable')}
            </Button>
          </div>
        </footer>
      </section>
    </div>
  );
}
