import { Button, Card, Empty, Space, Table, type TableColumnsType } from 'antd';
import type { review } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { REVIEW_PAGE_SIZE, useReviewList, type ReviewFilter } from '../api/review-queries.ts';
import { ReplyModal } from '../components/reply-modal.tsx';
import { ReviewCell } from '../components/review-cell.tsx';
import { ReviewFilters } from '../components/review-filters.tsx';
import './review-pages.css';

type Target = { review: review.ConsoleEvaluate; kind: 'first' | 'again' } | null;

/** The shop's goods reviews, newest first: it answers each review, and each follow-up, once. */
export function Page() {
  const { t } = useTranslation('review');
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, explain_type: 0, unreplied: 0 });
  const [target, setTarget] = useState<Target>(null);
  const { data, isFetching } = useReviewList('merchant', filter);
  const columns: TableColumnsType<review.ConsoleEvaluate> = [
    { title: t('goods'), dataIndex: 'sku_name', width: 220 },
    { title: t('review'), key: 'review', render: (_, r) => <ReviewCell r={r} /> },
    { title: t('member'), dataIndex: 'member_name', width: 120 },
    { title: t('time'), dataIndex: 'create_time', width: 160, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.explain_first ? null : (
            <Button type="link" size="small" onClick={() => setTarget({ review: r, kind: 'first' })}>
              {t('replyAction')}
            </Button>
          )}
          {r.again_content && !r.again_explain ? (
            <Button type="link" size="small" onClick={() => setTarget({ review: r, kind: 'again' })}>
              {t('replyFollowUpAction')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('shopTitle')}>
      <ReviewFilters value={filter} onChange={setFilter} withUnreplied />
      <Table
        rowKey="evaluate_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current: filter.page,
          pageSize: REVIEW_PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        }}
      />
      <ReplyModal target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
