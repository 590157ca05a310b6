import { SearchOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { operatorWallet } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useWithdrawList, type WithdrawFilters } from '../api/wallet-queries.ts';
import { WithdrawActions } from '../components/withdraw-actions.tsx';

const PAGE_SIZE = 20;
const STATUS_COLOUR: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', [-1]: 'error' };

/** Members' withdrawal requests (facts §4.2): audit (approve / refuse with a reason), then mark transferred. */
export function Page() {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<{ status?: number; withdraw_no?: string }>();
  const [filters, setFilters] = useState<WithdrawFilters>({ page: 1, page_size: PAGE_SIZE });
  const { data, isFetching } = useWithdrawList(filters);
  const columns: TableColumnsType<operatorWallet.OperatorWithdrawRow> = [
    { title: t('no'), dataIndex: 'withdraw_no' },
    { title: t('member'), dataIndex: 'member_name' },
    {
      title: t('account'),
      key: 'account',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>
            {r.transfer_type_name} · {r.realname} · {r.mobile}
          </span>
          <Typography.Text type="secondary">
            {r.bank_name ? `${r.bank_name} · ` : ''}
            {r.account_number}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('applyMoney'), dataIndex: 'apply_money', render: (v: string) => formatMoney(v) },
    { title: t('fee'), dataIndex: 'service_money', render: (v: string) => formatMoney(v) },
    { title: t('money'), dataIndex: 'money', render: (v: string) => formatMoney(v) },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLOUR[s]}>{r.status_name}</Tag>
          {r.refuse_reason && <Typography.Text type="secondary">{r.refuse_reason}</Typography.Text>}
          {r.certificate_remark && <Typography.Text type="secondary">{r.certificate_remark}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('applyTime'), dataIndex: 'apply_time', render: (v: number) => formatTime(v) },
    { title: t('actions'), key: 'actions', render: (_, r) => <WithdrawActions row={r} /> },
  ];
  return (
    <Card title={t('title')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) =>
          setFilters({
            status: v.status,
            withdraw_no: v.withdraw_no?.trim() || undefined,
            page: 1,
            page_size: PAGE_SIZE,
          })
        }
      >
        <Form.Item name="status" label={t('status')}>
          <Select
            allowClear
            placeholder={t('allStatus')}
            style={{ width: 160 }}
            options={[0, 1, 2, -1].map((s) => ({ value: s, label: t(`statusName.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="withdraw_no" label={t('no')} rules={[{ max: 40 }]}>
          <Input allowClear style={{ width: 220 }} maxLength={40} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilters({ ...filters, page }),
        }}
      />
    </Card>
  );
}
