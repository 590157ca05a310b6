import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';

type Kind = 'quickreply' | 'keyword';
interface Row {
  id: number;
  content?: string;
  keyword?: string;
  reply?: string;
}

function useReplies(kind: Kind) {
  const client = useQueryClient();
  const key = ['merchant', 'chat', kind];
  const list = useQuery({
    queryKey: key,
    queryFn: () => request<Row[]>({ url: `/merchant/api/chat/${kind}/lists` }),
  });
  const done = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      request<number>({ url: `/merchant/api/chat/${kind}/save`, data }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => request<number>({ url: `/merchant/api/chat/${kind}/delete`, data: { id } }),
    onSuccess: done,
  });
  return { list, save, remove };
}

function RepliesCard({ kind }: { kind: Kind }) {
  const { t } = useTranslation('chat');
  const { list, save, remove } = useReplies(kind);
  const [form] = Form.useForm();
  const fields = kind === 'keyword' ? (['keyword', 'reply'] as const) : (['content'] as const);
  return (
    <Card title={t(kind === 'keyword' ? 'replies.keywordTitle' : 'replies.quickTitle')} size="small">
      <Form
        form={form}
        layout="inline"
        onFinish={(v: Record<string, string>) =>
          save.mutateAsync({ id: 0, ...v }).then(() => form.resetFields())
        }
      >
        {fields.map((f) => (
          <Form.Item
            key={f}
            name={f}
            label={t(`replies.${f}`)}
            rules={[{ required: true, whitespace: true, max: 150 }]}
          >
            <Input />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('replies.add')}
        </Button>
      </Form>
      <Table<Row>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          ...fields.map((f) => ({ title: t(`replies.${f}`), dataIndex: f })),
          {
            title: t('replies.actions'),
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Space>
                <Popconfirm title={t('replies.delete')} onConfirm={() => remove.mutateAsync(row.id)}>
                  <Button size="small" danger>
                    {t('replies.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The shop's quick replies (inserted by its agents) and keyword auto-replies (sent at once to shoppers). */
export function Page() {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <RepliesCard kind="quickreply" />
      <RepliesCard kind="keyword" />
    </Space>
  );
}
