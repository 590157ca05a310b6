import type { order } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './refund.css';

/** Orders whose lines may still be refunded: paid and not completed or closed (facts §3.1 is_enable_refund). */
const REFUNDABLE_ORDER = new Set([1, 2, 3, 4]);

/**
 * The per-line after-sales entry of the order list and detail: "Refund" while the line may be applied for,
 * otherwise its after-sales state linking to the refund's page.
 */
export function LineRefund({ line, orderStatus }: { line: order.OrderGoodsItem; orderStatus: number }) {
  const { t } = useTranslation('refund');
  const s = line.refund_status;
  if (s !== 0)
    return (
      <Link className="rf-line-refund" to={`/member/refund_detail?order_goods_id=${line.order_goods_id}`}>
        {t(`lineStatus.${s}`)}
      </Link>
    );
  if (!REFUNDABLE_ORDER.has(orderStatus)) return null;
  return (
    <Link className="rf-line-refund" to={`/member/refund?order_goods_id=${line.order_goods_id}`}>
      {t('refundButton')}
    </Link>
  );
}
