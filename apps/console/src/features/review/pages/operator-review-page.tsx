import { Button, Card, Empty, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { review } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { REVIEW_PAGE_SIZE, useReviewList, useShowReview, type ReviewFilter } from '../api/review-queries.ts';
import { ReviewCell } from '../components/review-cell.tsx';
import { ReviewFilters } from '../components/review-filters.tsx';
import './review-pages.css';

/** Every shop's goods reviews: the operator hides one from the storefront (or shows it again). */
export function Page() {
  const { t } = useTranslation('review');
  const [filter, setFilter] = useState<ReviewFilter>({ page: 1, explain_type: 0, unreplied: 0 });
  const { data, isFetching } = useReviewList('operator', filter);
  const show = useShowReview();
  const toggle = async (r: review.ConsoleEvaluate) => {
    await show.mutateAsync({ evaluate_id: r.evaluate_id, is_show: r.is_show ? 0 : 1 });
    toast(r.is_show ? t('hiddenDone') : t('shownDone'), 'success');
  };
  const columns: TableColumnsType<review.ConsoleEvaluate> = [
    { title: t('shop'), dataIndex: 'site_name', width: 140 },
    { title: t('goods'), dataIndex: 'sku_name', width: 200 },
    { title: t('review'), key: 'review', render: (_, r) => <ReviewCell r={r} /> },
    { title: t('member'), dataIndex: 'member_name', width: 120 },
    { title: t('time'), dataIndex: 'create_time', width: 160, render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Popconfirm
          title={r.is_show ? t('confirmHide') : t('confirmShow')}
          okText={t('ok')}
          cancelText={t('cancel')}
          onConfirm={() => toggle(r).catch(() => {})}
        >
          <Button type="link" size="small" danger={r.is_show === 1}>
            {r.is_show ? t('hide') : t('show')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card title={t('allTitle')}>
      <ReviewFilters value={filter} onChange={setFilter} withUnreplied={false} />
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
    </Card>
  );
}
