import { Spin, Timeline } from 'antd';
import { formatTime } from '../../../lib/format.ts';
import { useShopRefundDetail } from '../api/refund-queries.ts';

/** A refund's negotiation record (buyer, seller, platform), newest first, under its row. */
export function RefundRecord({ id }: { id: number }) {
  const { data } = useShopRefundDetail(id);
  if (!data) return <Spin size="small" />;
  return (
    <Timeline
      items={data.refund_log_list.map((l, i) => ({
        key: i,
        children: `${formatTime(l.action_time)} · ${l.action_way_name} · ${l.action}${l.remark ? ` (${l.remark})` : ''}`,
      }))}
    />
  );
}
