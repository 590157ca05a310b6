import { SearchOutlined } from '@ant-design/icons';
import {
  Avatar,
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
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime, imgUrl } from '../../../lib/format.ts';
import { useMemberList, type MemberFilters } from '../api/member-queries.ts';
import { MemberDrawer } from '../components/member-drawer.tsx';
import { MemberStatusButton } from '../components/member-status-button.tsx';

const PAGE_SIZE = 20;

interface FilterForm {
  search?: string;
  status?: 0 | 1;
}

/** The platform's members: search by the start of a username, mobile or nickname; detail; lock and unlock. */
export function Page() {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<FilterForm>();
  const [filters, setFilters] = useState<MemberFilters>({ page: 1, page_size: PAGE_SIZE });
  const [open, setOpen] = useState<number | null>(null);
  const { data, isFetching } = useMemberList(filters);
  const columns: TableColumnsType<operator.MemberRow> = [
    { title: t('id'), dataIndex: 'member_id', width: 80 },
    {
      title: t('member'),
      key: 'member',
      render: (_, m) => (
        <Space>
          <Avatar src={imgUrl(m.headimg) || undefined} size="small">
            {(m.nickname || m.username || '?').slice(0, 1)}
          </Avatar>
          <span>{m.username || m.mobile}</span>
          {m.nickname && <Typography.Text type="secondary">{m.nickname}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('mobile'), dataIndex: 'mobile', render: (v: string) => v || '–' },
    { title: t('level'), dataIndex: 'member_level_name' },
    { title: t('balance'), dataIndex: 'balance', render: (v: string) => formatMoney(v) },
    { title: t('points'), dataIndex: 'point' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={s ? 'green' : 'red'}>{s ? t('active') : t('lockedTag')}</Tag>,
    },
    { title: t('registered'), dataIndex: 'reg_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 160,
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(m.member_id)}>
            {t('view')}
          </Button>
          <MemberStatusButton member={m} />
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('title')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) =>
          setFilters({ ...v, search: v.search?.trim() || undefined, page: 1, page_size: PAGE_SIZE })
        }
      >
        <Form.Item name="search" label={t('search')} rules={[{ max: 40 }]}>
          <Input allowClear placeholder={t('searchHint')} style={{ width: 240 }} maxLength={40} />
        </Form.Item>
        <Form.Item name="status" label={t('status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: 1, label: t('active') },
              { value: 0, label: t('lockedTag') },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('searchButton')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({ page: 1, page_size: PAGE_SIZE });
              }}
            >
              {t('reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table
        rowKey="member_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: filters.page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: (page) => setFilters((f) => ({ ...f, page })),
        }}
      />
      <MemberDrawer memberId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
