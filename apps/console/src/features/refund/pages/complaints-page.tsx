import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { refund } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useComplainDecision, useComplaints, type ListStatus } from '../api/refund-queries.ts';
import { RefundEvidence } from '../components/refund-evidence.tsx';

/** Rights protection for the platform: the buyers' complaints; agreeing forces the refund, refusing needs a reason. */
export function Page() {
  const { t } = useTranslation('refund');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ListStatus>('waiting');
  const [refusing, setRefusing] = useState<refund.ComplainItem>();
  const [form] = Form.useForm<{ reason: string }>();
  const { data, isFetching } = useComplaints(page, status);
  const decide = useComplainDecision();
  const refuse = async () => {
    const v = await form.validateFields();
    await decide.mutateAsync({
      step: 'refuse',
      order_goods_id: refusing!.order_goods_id,
      complain_refuse_reason: v.reason,
    });
    toast(t('done.complainRefuse'), 'success');
    setRefusing(undefined);
  };
  const columns: TableColumnsType<refund.ComplainItem> = [
    { title: t('complainNo'), dataIndex: 'complain_no' },
    { title: t('goods'), dataIndex: 'sku_name', ellipsis: true },
    { title: t('shop'), dataIndex: 'site_name' },
    { title: t('buyer'), dataIndex: 'member_name' },
    { title: t('asked'), key: 'money', render: (_, c) => formatMoney(c.complain_apply_money) },
    { title: t('reason'), key: 'reason', render: (_, c) => `${c.complain_reason_name} ${c.complain_remark}` },
    { title: t('refundStatus'), dataIndex: 'refund_status_name' },
    { title: t('status'), key: 'status', render: (_, c) => <Tag>{c.complain_status_name}</Tag> },
    { title: t('applyTime'), key: 'time', render: (_, c) => formatTime(c.complain_apply_time) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, c) =>
        c.complain_action.includes('agree') && (
          <Space size={4}>
            <Popconfirm
              title={t('confirmForce')}
              okText={t('step.complainAgree')}
              cancelText={t('cancel')}
              onConfirm={() =>
                decide
                  .mutateAsync({ step: 'agree', order_goods_id: c.order_goods_id })
                  .then(() => toast(t('done.complainAgree'), 'success'))
              }
            >
              <Button size="small" type="primary">
                {t('step.complainAgree')}
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRefusing(c)}>
              {t('step.refuse')}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <Card
      title={t('complaints')}
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
        // Ten columns and two buttons: the table scrolls rather than cutting the actions off.
        scroll={{ x: 'max-content' }}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={{ emptyText: t('empty') }}
        expandable={{
          expandedRowRender: (c) => (
            <RefundEvidence reason={c.refund_reason_name} remark={c.refund_remark} images={c.refund_images} />
          ),
        }}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      {refusing && (
        <Modal
          open
          title={t('stepTitle.refuse', { name: refusing.sku_name })}
          okText={t('step.refuse')}
          cancelText={t('cancel')}
          confirmLoading={decide.isPending}
          onOk={() => void refuse().catch(() => undefined)}
          onCancel={() => setRefusing(undefined)}
        >
          <Form form={form} layout="vertical">
            <Form.Item
              name="reason"
              label={t('refuseReason')}
              rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
            >
              <Input.TextArea maxLength={200} rows={3} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </Card>
  );
}
