import type { order } from '@mall/contracts';
import { secondsOf } from '../../../lib/dates.ts';
import { orderStatusCode, useEnumText } from '../../../lib/enum-text.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { LineRefund } from '../../refund/index.ts';
import { detailPathOf } from '../api/order-api.ts';
import { OrderActions } from './order-actions.tsx';

/** One order in the list: head (time, number, shop), its goods, the amount, status and buttons. */
export function OrderCard({ order: o }: { order: order.OrderSummary }) {
  const { t } = useTranslation('order');
  const enumWord = useEnumText();
  const detail = detailPathOf(o);
  return (
    <article className="ord-card" data-testid="order-card" aria-label={o.order_no}>
      <header className="ord-card-head">
        <span>{secondsOf(o.create_time)}</span>
        <span>
          {t('orderNo')} {o.order_no}
        </span>
        <Link to={`/shop-${o.site_id}`} className="ord-shop">
          {o.site_name}
        </Link>
        <span className="ord-type">
          {o.delivery_type ? enumWord.deliveryType(o.delivery_type) : enumWord.orderType(o.order_type)}
        </span>
        {o.promotion_type_name && (
          <span className="ord-promotion" data-testid="order-promotion">
            {o.promotion_type_name}
          </span>
        )}
      </header>
      <div className="ord-card-body">
        <ul className="ord-goods">
          {o.order_goods.map((g) => (
            <li key={g.order_goods_id}>
              <Link to={`/sku-${g.sku_id}`}>
                <SafeImage src={g.sku_image} kind="goods" size="small" alt="" width={64} height={64} />
              </Link>
              <Link to={`/sku-${g.sku_id}`} className="ord-goods-name" title={g.sku_name}>
                {g.sku_name}
              </Link>
              <span className="ord-goods-price">
                <Amount value={g.price} /> ×{g.num}
              </span>
              <LineRefund line={g} orderStatus={o.order_status} />
            </li>
          ))}
        </ul>
        <div className="ord-col ord-money">
          <Amount value={o.order_money} strong />
          <span className="ord-muted">
            {t('delivery')} <Amount value={o.delivery_money} />
          </span>
        </div>
        <div className="ord-col ord-status">
          <span className="ord-status-name">{enumWord.orderStatus(orderStatusCode(o))}</span>
          <Link to={detail}>{t('detail')}</Link>
        </div>
        <div className="ord-col">
          <OrderActions order={o} />
        </div>
      </div>
    </article>
  );
}
