import { Button, Card, Popconfirm, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import type { payment } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayRefundRetry, usePayRefunds, type PayRefundFilter } from '../api/refund-queries.ts';

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };

/**
 * Money going back through the payment provider: the refunds the sender gave up on after its tries, which the
 * operator sends again by hand once the provider is reachable (each goes back to the queue with fresh tries).
 */
export function Page() {
  const { t } = useTranslation('refund');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PayRefundFilter>('given_up');
  const { data, isFetching } = usePayRefunds(page, status);
  const retry = usePayRefundRetry();
  const columns: TableColumnsType<payment.PayRefundItem> = [
    { title: t('refundNo'), dataIndex: 'refund_no' },
    { title: t('outTradeNo'), dataIndex: 'out_trade_no' },
    { title: t('payType'), dataIndex: 'pay_type' },
    { title: t('fee'), key: 'fee', render: (_, r) => formatMoney(r.refund_fee) },
    { title: t('paid'), key: 'paid', render: (_, r) => formatMoney(r.total_money) },
    { title: t('detail'), dataIndex: 'refund_detail', ellipsis: true },
    { title: t('attempts'), dataIndex: 'attempts' },
    {
      title: t('status'),
      key: 'status',
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`payRefundStatus.${r.status}`)}</Tag>,
    },
    { title: t('createTime'), key: 'created', render: (_, r) => formatTime(r.create_time) },
    {
      title: t('finishTime'),
      key: 'finished',
      render: (_, r) => (r.finish_time > 0 ? formatTime(r.finish_time) : '-'),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) =>
        r.status === 2 && (
          <Popconfirm
            title={t('confirmRetry')}
            okText={t('retry')}
            cancelText={t('cancel')}
            onConfirm={() => retry.mutateAsync(r.id).then(() => toast(t('retried'), 'success'))}
          >
            <Button size="small" type="primary">
              {t('retry')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card
      title={t('payRefunds')}
      extra={
        <Segmented<PayRefundFilter>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: 'given_up', label: t('givenUp') },
            { value: 'all', label: t('all') },
          ]}
        />
      }
    >
      <Table
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('emptyPayRefunds') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
