import type { order } from '@mall/contracts';
import { Suspense } from 'react';
import { useMoneyFormat } from '../../../lib/money.ts';
import { secondsOf } from '../../../lib/dates.ts';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/amount.tsx';
import { LazyQrCode } from '../../../components/lazy-qr-code.ts';
import { Tag } from '../../../components/tag.tsx';
import { useEnumText } from '../../../lib/enum-text.ts';
import type { OrderDetail } from '../api/order-api.ts';

const QR_SIZE = 128;

const time = (s: number) => (s > 0 ? secondsOf(s) : '');

/** Label/value rows, leaving out the empty ones. */
export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="ord-facts">
      {rows
        .filter(([, v]) => v !== '' && v !== null && v !== undefined)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OrderFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const enumWord = useEnumText();
  return (
    <Facts
      rows={[
        [t('orderNo'), o.order_no],
        [t('tradeNo'), o.out_trade_no],
        [t('orderType'), enumWord.orderType(o.order_type)],
        [t('promotionType'), o.promotion_type_name],
        [t('deliveryType'), o.delivery_type ? enumWord.deliveryType(o.delivery_type) : ''],
        [t('createTime'), time(o.create_time)],
        [t('payTime'), time(o.pay_time)],
        [t('payType'), o.pay_time > 0 ? enumWord.payType(o.pay_type) : ''],
        [t('deliveryTime'), time(o.delivery_time)],
        [t('signTime'), time(o.sign_time)],
        [t('closeTime'), time(o.close_time)],
        [t('autoReceive'), time(o.take_delivery_execute_time)],
        [t('buyerMessage'), o.buyer_message],
        [t('manjian.title'), o.manjian_info ? <ManjianText key="m" m={o.manjian_info} /> : ''],
      ]}
    />
  );
}

/** The offer the order reached: its name, its step and the money it took off. */
function ManjianText({ m }: { m: order.OrderManjian }) {
  const { t } = useTranslation('order');
  const formatMoney = useMoneyFormat();
  const money = formatMoney(m.discount_money);
  const step =
    m.type === 1
      ? t('manjian.items', { count: Number(m.limit), money })
      : t('manjian.spend', { limit: formatMoney(m.limit), money });
  const extras = [
    m.free_shipping ? t('manjian.freeShipping') : '',
    m.point ? t('manjian.points', { count: m.point }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span data-testid="order-manjian">
      <Tag colour="red">{m.manjian_name || t('manjian.title')}</Tag>
      {step}
      {extras && ` (${extras})`}
    </span>
  );
}

export function ConsigneeFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  if (o.order_type === 4) return null;
  if (o.order_type === 2) {
    return (
      <Facts
        rows={[
          [t('store'), o.delivery_store_name],
          [t('consignee'), `${o.name} ${o.mobile}`],
        ]}
      />
    );
  }
  return (
    <Facts
      rows={[
        [t('consignee'), o.name],
        [t('mobile'), o.mobile],
        [t('telephone'), o.telephone],
        [t('address'), `${o.full_address} ${o.address}`],
        [t('askTime'), o.order_type === 3 ? o.buyer_ask_delivery_time : ''],
      ]}
    />
  );
}

export function InvoiceFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  if (!o.is_invoice) return null;
  return (
    <Facts
      rows={[
        [t('invoice.type'), t(o.invoice_type === 1 ? 'invoice.paper' : 'invoice.electronic')],
        [t('invoice.titleType'), t(o.invoice_title_type === 2 ? 'invoice.enterprise' : 'invoice.individual')],
        [t('invoice.title'), o.invoice_title],
        [t('invoice.taxpayer'), o.invoice_title_type === 2 ? o.taxpayer_number : ''],
        [t('invoice.content'), o.invoice_content],
        [t('invoice.address'), o.invoice_full_address],
        [t('invoice.email'), o.invoice_email],
        [t('invoice.rate'), `${o.invoice_rate}%`],
      ]}
    />
  );
}

/**
 * A code to show at the counter: text and the QR code of it (pickup code, write-off code). The QR encoder loads
 * only for an order that has such a code.
 */
export function CodeCard({ title, code }: { title: string; code: string }) {
  return (
    <div className="ord-code" data-testid="order-code">
      <Suspense fallback={<span className="ord-code-qr-slot" style={{ width: QR_SIZE, height: QR_SIZE }} />}>
        <LazyQrCode value={code} size={QR_SIZE} label={title} />
      </Suspense>
      <div>
        <div className="ord-muted">{title}</div>
        <div className="ord-code-text">{code}</div>
      </div>
    </div>
  );
}

export function MoneyFacts({ o }: { o: OrderDetail }) {
  const { t } = useTranslation('order');
  const row = (k: string, v: string, minus = false): [string, React.ReactNode] => [
    t(k),
    Number(v) > 0 || k === 'money.goods' ? <Amount value={v} minus={minus} /> : '',
  ];
  return (
    <Facts
      rows={[
        row('money.goods', o.goods_money),
        row('money.delivery', o.delivery_money),
        row('money.tax', o.invoice_money),
        row('money.adjust', o.adjust_money),
        row('money.promotion', o.promotion_money, true),
        row('money.coupon', o.coupon_money, true),
        row('money.platformCoupon', o.platform_coupon_money, true),
        row('money.balance', o.balance_money, true),
        [t('money.pay'), <Amount key="p" value={o.pay_money} strong />],
      ]}
    />
  );
}
