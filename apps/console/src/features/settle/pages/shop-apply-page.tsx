import { Button, Card, Empty, Image, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { settle } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, imgUrl } from '../../../lib/format.ts';
import { APPLY_PAGE_SIZE, useApplyList, type ApplyFilter } from '../api/apply-queries.ts';
import { ApprovedModal, ApproveModal, RefuseModal } from '../components/decide-modals.tsx';
import './shop-apply-page.css';

const FILTERS: ApplyFilter[] = ['0', '1', '-1', 'all'];
const COLOUR: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'error' };

/** The operator's settle-in applications: review the licence, approve (shop + owner login) or refuse. */
export function Page() {
  const { t } = useTranslation('settle');
  const [status, setStatus] = useState<ApplyFilter>('0');
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<settle.ShopApplyRow | null>(null);
  const [refusing, setRefusing] = useState<settle.ShopApplyRow | null>(null);
  const [approved, setApproved] = useState<settle.ApplyApproved | null>(null);
  const { data, isFetching } = useApplyList(status, page);
  const columns: TableColumnsType<settle.ShopApplyRow> = [
    { title: t('shopName'), dataIndex: 'shop_name' },
    { title: t('category'), dataIndex: 'category_name' },
    { title: t('applicant'), dataIndex: 'member_name' },
    {
      title: t('contact'),
      render: (_, a) => (
        <>
          {a.contact_name}
          <br />
          {a.contact_mobile}
        </>
      ),
    },
    { title: t('address'), dataIndex: 'address', ellipsis: true },
    {
      title: t('licence'),
      render: (_, a) => <Image src={imgUrl(a.licence_image)} width={64} height={48} alt={t('licence')} />,
    },
    {
      title: t('statusTitle'),
      render: (_, a) => (
        <>
          <Tag color={COLOUR[a.apply_status]}>{t(`status.${a.apply_status}`)}</Tag>
          {a.apply_status === -1 ? <div className="sa-reason">{a.refuse_reason}</div> : null}
          {a.apply_status === 1 ? <div className="sa-reason">{t('ownerOf', { id: a.site_id })}</div> : null}
        </>
      ),
    },
    { title: t('applied'), dataIndex: 'create_time', render: (v: number) => formatTime(v) },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, a) =>
        a.apply_status === 0 ? (
          <Space>
            <Button type="link" size="small" onClick={() => setApproving(a)}>
              {t('approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setRefusing(a)}>
              {t('refuse')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <Card
      title={t('title')}
      extra={
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as ApplyFilter);
            setPage(1);
          }}
          options={FILTERS.map((f) => ({ value: f, label: t(`filter.${f}`) }))}
        />
      }
    >
      <Table
        rowKey="apply_id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ current: page, pageSize: APPLY_PAGE_SIZE, total: data?.count ?? 0, onChange: setPage }}
      />
      <ApproveModal
        apply={approving}
        onClose={() => setApproving(null)}
        onApproved={(r) => {
          setApproving(null);
          setApproved(r);
        }}
      />
      <RefuseModal apply={refusing} onClose={() => setRefusing(null)} />
      <ApprovedModal result={approved} onClose={() => setApproved(null)} />
    </Card>
  );
}
