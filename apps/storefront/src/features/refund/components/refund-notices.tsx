import type { Paged, refund } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from '../../../components/tag.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { request } from '../../../lib/request.ts';
import './refund-notices.css';

const SHOWN = 5;

/**
 * The member centre's after-sales notices: what the shop or the platform last did on the member's refunds (agreed,
 * refused and why, received, paid back), each leading to its refund page. Absent while there is nothing to tell.
 */
export function RefundNotices() {
  const { t } = useTranslation('refund');
  const enumWord = useEnumText();
  const { data } = useQuery({
    queryKey: ['refund', 'notices'],
    queryFn: () =>
      request<Paged<refund.RefundNotice>>({
        url: '/api/orderrefund/notices',
        data: { page: 1, page_size: SHOWN },
        forceLogin: true,
      }),
    staleTime: 0,
  });
  if (!data || data.list.length === 0) return null;
  return (
    <section className="page-card rf-notices" aria-label={t('activist')} data-testid="refund-notices">
      <div className="rf-notices-head">
        <h1>{t('activist')}</h1>
        <Link to="/member/activist">{t('view')}</Link>
      </div>
      <ul>
        {data.list.map((n) => (
          <li key={n.id}>
            <SafeImage src={n.sku_image} kind="goods" size="small" alt="" width={48} height={48} />
            <div className="rf-notice-text">
              <Link to={`/member/refund_detail?order_goods_id=${n.order_goods_id}`}>{n.sku_name}</Link>
              <span>
                {n.action}
                {n.remark && <span className="rf-notice-remark">{n.remark}</span>}
              </span>
            </div>
            <Tag colour={n.line_refund_status === 3 ? 'green' : n.line_refund_status === -1 ? 'red' : 'blue'}>
              {enumWord.refundStatus(n.line_refund_status)}
            </Tag>
            <time className="rf-notice-time">{dateTimeOf(n.action_time)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
