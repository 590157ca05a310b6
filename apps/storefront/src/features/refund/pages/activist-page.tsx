import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { REFUND_PAGE_SIZE, useRefundList } from '../api/refund-api.ts';
import '../components/refund.css';
import { useEnumText } from '../../../lib/enum-text.ts';
import { Tag } from '../../../components/tag.tsx';

/** /member/activist: every order line in after-sales, newest step first (3 reads as success, the rest refunding). */
export function Page() {
  const { t } = useTranslation('refund');
  const enumWord = useEnumText();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRefundList(page);
  return (
    <div className="page-card">
      <div className="rf-head">
        <h1>{t('activist')}</h1>
      </div>
      <DataTable
        rowKey="order_goods_id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        emptyText={t('empty')}
        pagination={{
          current: page,
          pageSize: REFUND_PAGE_SIZE,
          total: data?.count ?? 0,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('goods'),
            render: (_v, r) => (
              <span className="rf-goods-text">
                <SafeImage src={r.sku_image} kind="goods" size="small" alt="" width={48} height={48} />
                <span>{r.sku_name}</span>
              </span>
            ),
          },
          { title: t('refundNo'), dataIndex: 'refund_no' },
          { title: t('applyMoney'), render: (_v, r) => <Amount value={r.refund_apply_money} /> },
          { title: t('type'), render: (_v, r) => enumWord.refundType(r.refund_type) },
          {
            title: t('status'),
            render: (_v, r) => (
              <Tag colour={r.refund_status === 3 ? 'green' : 'blue'}>
                {r.refund_status === 3 ? t('success') : t('refunding')} ·{' '}
                {enumWord.refundStatus(r.refund_status)}
              </Tag>
            ),
          },
          { title: t('applyTime'), render: (_v, r) => dateTimeOf(r.apply_time) },
          {
            title: t('action'),
            render: (_v, r) => (
              <Link to={`/member/refund_detail?order_goods_id=${r.order_goods_id}`}>{t('view')}</Link>
            ),
          },
        ]}
      />
    </div>
  );
}
