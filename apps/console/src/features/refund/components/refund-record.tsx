import { Spin, Timeline } from 'antd';
import { formatTime } from '../../../lib/format.ts';
import { useShopRefundDetail } from '../api/refund-queries.ts';
import { RefundEvidence } from './refund-evidence.tsx';

/** Under a refund's row: the buyer's reason, description and pictures, then the negotiation record, newest first. */
export function RefundRecord({ id }: { id: number }) {
  const { data } = useShopRefundDetail(id);
  if (!data) return <Spin size="small" />;
  return (
    <>
      <RefundEvidence
        reason={data.refund_reason_name}
        remark={data.refund_remark}
        images={data.refund_images}
      />
      <Timeline
        items={data.refund_log_list.map((l, i) => ({
          key: i,
          children: `${formatTime(l.action_time)} · ${l.action_way_name} · ${l.action}${l.remark ? ` (${l.remark})` : ''}`,
        }))}
      />
    </>
  );
}
