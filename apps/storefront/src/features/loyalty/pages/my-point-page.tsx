import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatFigure } from '../../../components/stat-figure.tsx';
import { ListStatus } from '../../../components/states/list-status.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEnumText } from '../../../lib/enum-text.ts';
import { useMemberOfPage } from '../../account/index.ts';
import { usePointPage } from '../api/loyalty-queries.ts';
import { POINT_SOURCES_LIST } from '../api/point-sources.ts';
import './loyalty-pages.css';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Tabs } from '../../../components/tabs.tsx';

const PAGE_SIZE = 10;

/** /member/my_point: the points held and every movement (source, points, remark, time), by source. */
export function Page() {
  const { t } = useTranslation('loyalty');
  const enumWord = useEnumText();
  const { data: info } = useMemberOfPage();
  const [params, setParams] = useSearchParams();
  const source = (POINT_SOURCES_LIST as readonly string[]).includes(params.get('from_type') ?? '')
    ? (params.get('from_type') ?? '')
    : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = usePointPage(source, page, PAGE_SIZE);
  const go = (next: { source?: string; page?: number }) => {
    const s = next.source ?? source;
    setParams({
      ...(s ? { from_type: s } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  };
  return (
    <div className="page-card loyalty-page">
      <h1>{t('points.title')}</h1>
      <div className="loyalty-points__total">
        <StatFigure title={t('points.held')} value={info?.point ?? 0} testId="points-held" />
        <StatFigure title={t('col.growth')} value={info?.growth ?? 0} />
      </div>
      <Tabs
        activeKey={source || 'all'}
        onChange={(key) => go({ source: key === 'all' ? '' : key })}
        items={POINT_SOURCES_LIST.map((s) => ({ key: s || 'all', label: t(`source.${s || 'all'}`) }))}
      />
      <ListStatus
        loading={isLoading && !data}
        empty={data?.list.length === 0}
        emptyText={t('points.empty')}
      />
      {data && data.list.length > 0 ? (
        <>
          <DataTable
            size="middle"
            rowKey="id"
            dataSource={data.list}
            data-testid="point-records"
            columns={[
              {
                title: t('points.source'),
                dataIndex: 'from_type',
                render: (v) => enumWord.pointSource(v),
              },
              {
                title: t('col.points'),
                dataIndex: 'account_data',
                render: (v) => <b className={v > 0 ? 'loyalty-plus' : ''}>{v > 0 ? `+${v}` : String(v)}</b>,
              },
              { title: t('points.remark'), dataIndex: 'remark' },
              { title: t('points.time'), dataIndex: 'create_time', render: (v) => dateTimeOf(v) },
            ]}
          />
          {data.page_count > 1 ? (
            <Pager
              className="coupon-pager"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.count}
              onChange={(p) => go({ page: p })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
