import type { verify } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useVerifyRecords, VERIFY_PAGE_SIZE } from '../api/verify-api.ts';
import '../components/verify.css';
import { Tabs } from '../../../components/tabs.tsx';
import { Tag } from '../../../components/tag.tsx';

type TypeTab = verify.VerifyType | 'all';
const TABS: TypeTab[] = ['all', 'pickup', 'virtualgoods'];

/** /member/verification_list: what this clerk wrote off, by type, with paging. */
export function Page() {
  const { t } = useTranslation('verify');
  const [type, setType] = useState<TypeTab>('all');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useVerifyRecords(type, page);
  return (
    <div className="page-card">
      <div className="vf-list-head">
        <h1>{t('recordsTitle')}</h1>
        <Link to="/member/verification">{t('backToCounter')}</Link>
      </div>
      <Tabs
        activeKey={type}
        onChange={(k) => {
          setType(k as TypeTab);
          setPage(1);
        }}
        items={TABS.map((k) => ({ key: k, label: t(`type.${k}`) }))}
      />
      <DataTable
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list ?? []}
        emptyText={t('empty')}
        pagination={{
          current: page,
          pageSize: VERIFY_PAGE_SIZE,
          total: data?.count ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('code'), dataIndex: 'verify_code' },
          {
            title: t('typeTitle'),
            render: (_v, r) => <Tag colour="blue">{r.verify_type_name}</Tag>,
          },
          { title: t('shop'), dataIndex: 'site_name' },
          { title: t('goods'), render: (_v, r) => r.item_array.map((i) => i.name).join(', ') },
          { title: t('time'), render: (_v, r) => dateTimeOf(r.verify_time) },
          {
            title: t('action'),
            render: (_v, r) => (
              <Link to={`/member/verification_detail?code=${encodeURIComponent(r.verify_code)}`}>
                {t('detail')}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
