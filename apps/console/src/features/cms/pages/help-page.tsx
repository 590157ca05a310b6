import { PlusOutlined } from '@ant-design/icons';
import {
  Badge,
  Button,
  Card,
  Col,
  Empty,
  List,
  Popconfirm,
  Row,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import type { operator } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCmsWrite, useHelpArticles, useHelpClasses } from '../api/cms-queries.ts';
import { HelpArticleModal, HelpClassModal } from '../components/help-modals.tsx';

const PAGE_SIZE = 20;

/** The help centre's classes (left) and the chosen class's articles (right): write, edit, delete. */
export function Page() {
  const { t } = useTranslation('cms');
  const classes = useHelpClasses();
  const [classId, setClassId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const articles = useHelpArticles({ class_id: classId, page, page_size: PAGE_SIZE });
  const [editingClass, setEditingClass] = useState<operator.AdminHelpClass | 'new' | null>(null);
  const [editing, setEditing] = useState<operator.AdminHelp | 'new' | null>(null);
  const removeClass = useCmsWrite('/operator/api/helpclass/delete');
  const removeArticle = useCmsWrite('/operator/api/help/delete');
  const classList = classes.data ?? [];

  const confirmDelete = (name: string, run: () => Promise<unknown>) => (
    <Popconfirm
      title={t('confirmDelete', { name })}
      okText={t('delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      onConfirm={async () => {
        await run();
        toast(t('deleted'), 'success');
      }}
    >
      <Button type="link" size="small" danger>
        {t('delete')}
      </Button>
    </Popconfirm>
  );

  const columns: TableColumnsType<operator.AdminHelp> = [
    {
      title: t('title'),
      dataIndex: 'title',
      render: (title: string, h) => (
        <a href={`/web/cms/help-${h.id}`} target="_blank" rel="noreferrer">
          {title}
        </a>
      ),
    },
    { title: t('className'), dataIndex: 'class_name', width: 160 },
    { title: t('sort'), dataIndex: 'sort', width: 80 },
    { title: t('created'), dataIndex: 'create_time', width: 180, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 150,
      render: (_, h) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(h)}>
            {t('edit')}
          </Button>
          {confirmDelete(h.title, () => removeArticle.mutateAsync({ id: h.id }))}
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={16}>
      <Col span={7}>
        <Card
          title={t('classes')}
          extra={
            <Button size="small" icon={<PlusOutlined />} onClick={() => setEditingClass('new')}>
              {t('newClass')}
            </Button>
          }
        >
          <List
            loading={classes.isLoading}
            dataSource={classList}
            locale={{ emptyText: <Empty description={t('noClasses')} /> }}
            renderItem={(c) => (
              <List.Item
                style={{
                  cursor: 'pointer',
                  background: c.class_id === classId ? 'rgba(0,0,0,0.04)' : undefined,
                  paddingInline: 8,
                }}
                onClick={() => {
                  setClassId(c.class_id === classId ? undefined : c.class_id);
                  setPage(1);
                }}
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    size="small"
                    onClick={(e) => {
                      e.stopPropagation();
                      setEditingClass(c);
                    }}
                  >
                    {t('edit')}
                  </Button>,
                  <span key="delete" onClick={(e) => e.stopPropagation()}>
                    {confirmDelete(c.class_name, () => removeClass.mutateAsync({ class_id: c.class_id }))}
                  </span>,
                ]}
              >
                <Space>
                  {c.class_name}
                  <Badge count={c.article_count} showZero color="#999" />
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={17}>
        <Card
          title={t('articles')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={classList.length === 0}
              onClick={() => setEditing('new')}
            >
              {t('newArticle')}
            </Button>
          }
        >
          <Table
            rowKey="id"
            columns={columns}
            dataSource={articles.data?.list ?? []}
            loading={articles.isFetching}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: articles.data?.count ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        </Card>
      </Col>
      <HelpClassModal
        key={editingClass === 'new' ? 'new' : (editingClass?.class_id ?? 'none')}
        helpClass={editingClass && editingClass !== 'new' ? editingClass : undefined}
        open={editingClass !== null}
        onClose={() => setEditingClass(null)}
      />
      <HelpArticleModal
        key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        article={editing && editing !== 'new' ? editing : undefined}
        classes={classList}
        classId={classId ?? classList[0]?.class_id}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Row>
  );
}
