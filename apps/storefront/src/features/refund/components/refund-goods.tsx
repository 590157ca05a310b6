import type { refund } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import './refund.css';

/** The order line an after-sales page is about: picture, name, price and count, order number, shop. */
export function RefundGoods({ item }: { item: refund.RefundItem }) {
  const { t } = useTranslation('refund');
  return (
    <div className="rf-goods">
      <SafeImage src={item.sku_image} kind="goods" size="small" alt="" width={72} height={72} />
      <div className="rf-goods-text">
        <Link to={`/sku-${item.sku_id}`} className="rf-goods-name">
          {item.sku_name}
        </Link>
        <span className="rf-muted">
          <Amount value={item.price} /> ×{item.num} · {t('orderNo')} {item.order_no} · {item.site_name}
        </span>
      </div>
    </div>
  );
}
