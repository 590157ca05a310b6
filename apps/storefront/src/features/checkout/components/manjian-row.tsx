import type { checkout } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/amount.tsx';
import { Tag } from '../../../components/tag.tsx';
import { useMoneyFormat } from '../../../lib/money.ts';

/** The manjian step a shop's goods reached: its name, what it is, and the money it takes off this order. */
export function ManjianRow({ shop }: { shop: checkout.CheckoutShop }) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const rule = shop.manjian_rule_list[0];
  if (!rule) return null;
  const money = formatMoney(rule.discount_money);
  const text =
    rule.type === 1
      ? t('manjian.items', { count: Number(rule.limit), money })
      : t('manjian.spend', { limit: formatMoney(rule.limit), money });
  const extras = [
    rule.free_shipping ? t('manjian.freeShipping') : '',
    rule.point ? t('manjian.points', { count: rule.point }) : '',
    rule.coupon ? t('manjian.coupon') : '',
  ].filter(Boolean);
  return (
    <div className="co-row co-manjian" data-testid="checkout-manjian">
      <span className="co-row-label">{t('manjian.title')}</span>
      <span>
        <Tag colour="red">{rule.manjian_name || t('manjian.title')}</Tag>
        {text}
        {extras.length > 0 && <span className="co-muted"> ({extras.join(', ')})</span>}
      </span>
      <Amount className="co-row-end" value={shop.promotion_money} label={t('manjian.saved')} minus />
    </div>
  );
}
