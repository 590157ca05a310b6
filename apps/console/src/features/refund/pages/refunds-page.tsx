import { Button, Card, Popconfirm, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useRefundStep, useShopRefunds, type ListStatus, type ShopRefund } from '../api/refund-queries.ts';
import { RefundRecord } from '../components/refund-record.tsx';
import { RefundStepModal, type StepKind } from '../components/refund-step-modal.tsx';

const STATUS_COLOR: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'green',
  4: 'cyan',
  5: 'orange',
  6: 'blue',
  [-1]: 'red',
};

/** The shop's refunds: what waits for it with its deadline, and each step (agree, refuse, receive, pay). */
export function Page() {
  const { t } = useTranslation('refund');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ListStatus>('waiting');
  const [open, setOpen] = useState<{ kind: StepKind; refund: ShopRefund }>();
  const { data, isFetching } = useShopRefunds(page, status);
  const step = useRefundStep();
  const receive = (r: ShopRefund) =>
    step
      .mutateAsync({ step: 'receive', order_goods_id: r.order_goods_id })
      .then(() => toast(t('done.receive'), 'success'));
  const columns: TableColumnsType<ShopRefund> = [
    { title: t('goods'), dataIndex: 'sku_name', ellipsis: true },
    { title: t('buyer'), dataIndex: 'member_name' },
    { title: t('orderNo'), dataIndex: 'order_no' },
    { title: t('type'), dataIndex: 'refund_type_name' },
    { title: t('asked'), key: 'asked', render: (_, r) => formatMoney(r.refund_apply_money) },
    {
      title: t('status'),
      key: 'status',
      render: (_, r) => <Tag color={STATUS_COLOR[r.refund_status]}>{r.refund_status_name}</Tag>,
    },
    {
      title: t('deadline'),
      key: 'deadline',
      render: (_, r) => (r.deadline_time > 0 ? formatTime(r.deadline_time) : '-'),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.refund_action.includes('agree') && (
            <Button size="small" type="primary" onClick={() => setOpen({ kind: 'agree', refund: r })}>
              {t('step.agree')}
            </Button>
          )}
          {r.refund_action.includes('receive') && (
            <Popconfirm
              title={t('confirmReceive')}
              okText={t('step.receive')}
              cancelText={t('cancel')}
              onConfirm={() => receive(r)}
            >
              <Button size="small" type="primary">
                {t('step.receive')}
              </Button>
            </Popconfirm>
          )}
          {r.refund_action.includes('transfer') && (
            <Button size="small" type="primary" onClick={() => setOpen({ kind: 'transfer', refund: r })}>
              {t('step.transfer')}
            </Button>
          )}
          {r.refund_action.includes('refuse') && (
            <Button size="small" danger onClick={() => setOpen({ kind: 'refuse', refund: r })}>
              {t('step.refuse')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <Segmented<ListStatus>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: 'waiting', label: t('waiting') },
            { value: 'all', label: t('all') },
          ]}
        />
      }
    >
      <Table
        rowKey="order_goods_id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('empty') }}
        expandable={{ expandedRowRender: (r) => <RefundRecord id={r.order_goods_id} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {open && <RefundStepModal kind={open.kind} refund={open.refund} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
