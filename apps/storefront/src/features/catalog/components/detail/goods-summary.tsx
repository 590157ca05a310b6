import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsCoupons } from '../../../coupon/index.ts';
import { GoodsSeckillEntry } from '../../../seckill/index.ts';
import type { GoodsDetailData } from '../../api/catalog-types.ts';
import { BuyActions } from './buy-actions.tsx';
import { DeliveryChoice } from './delivery-choice.tsx';
import { ManjianOffers, ServiceGuarantees } from './goods-extras.tsx';
import { PriceBlock } from './price-block.tsx';
import { clampQuantity, quantityLimits } from './quantity-limits.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SpecPicker } from './spec-picker.tsx';
import { readJsonText } from '../../../../lib/json-text.ts';

interface Props {
  detail: GoodsDetailData;
  onPickSku: (skuId: number) => void;
  switching: boolean;
}

/** Right of the pictures: name, prices, offers, delivery, services, specs, quantity and the buttons. */
export function GoodsSummary({ detail, onPickSku, switching }: Props) {
  const { t } = useTranslation('catalog');
  const sku = detail.goods_sku_detail;
  const limits = quantityLimits(sku);
  const [num, setNum] = useState(limits.min);
  const [deliverable, setDeliverable] = useState(true);
  const onAvailability = useCallback((ok: boolean) => setDeliverable(ok), []);
  const quantity = clampQuantity(num, limits);
  return (
    <div className="detail-summary">
      <h1 className="detail-summary__name">{sku.sku_name || sku.goods_name}</h1>
      {sku.introduction ? <p className="detail-summary__intro">{sku.introduction}</p> : null}
      <PriceBlock sku={sku} />
      <GoodsSeckillEntry goodsId={sku.goods_id} />
      <ul className="detail-summary__stats">
        <li>
          {t('detail.sales')} <strong>{sku.sale_num}</strong>
        </li>
        <li>
          {t('detail.reviewCount')} <strong>{sku.evaluate_count.total}</strong>
        </li>
        <li>
          {t('detail.clicks')} <strong>{sku.click_num}</strong>
        </li>
      </ul>
      <GoodsCoupons siteId={sku.site_id} goodsId={sku.goods_id} />
      <ManjianOffers goodsId={sku.goods_id} />
      {sku.is_virtual ? null : (
        <DeliveryChoice skuId={sku.sku_id} num={quantity} onAvailability={onAvailability} />
      )}
      <ServiceGuarantees shop={detail.shop_info} />
      <SpecPicker specs={readJsonText(sku.goods_spec_format, [])} onPick={onPickSku} busy={switching} />
      <QuantityStepper
        value={quantity}
        limits={limits}
        stock={sku.stock}
        unit={sku.unit}
        minBuy={sku.min_buy}
        maxBuy={sku.max_buy}
        onChange={setNum}
      />
      <BuyActions
        sku={sku}
        num={quantity}
        canBuy={limits.blocked === null && deliverable}
        siteName={detail.shop_info.site_name}
      />
    </div>
  );
}
