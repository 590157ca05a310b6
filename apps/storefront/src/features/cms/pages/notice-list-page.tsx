import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTICE_PAGE_SIZE, useNoticePage } from '../api/cms-queries.ts';
import { dateOf } from '../../../lib/dates.ts';
import { usePageParam } from '../use-page-param.ts';
import { ListStatus } from '../../../components/states/list-status.tsx';
import '../components/cms-common.css';
import './notice-pages.css';
import { Crumbs as Breadcrumb } from '../../../components/crumbs.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Tag } from '../../../components/tag.tsx';

/** /cms/notice: the platform's notices, pinned ones first, newest next, paged through ?page=. */
export function Page() {
  const { t } = useTranslation('cms');
  const [page, setPage] = usePageParam();
  const { data, isLoading } = useNoticePage(page);
  return (
    <div className="content-width notice-page">
      <Breadcrumb
        className="cms-breadcrumb"
        items={[{ title: <Link to="/index">{t('home')}</Link> }, { title: t('notice.title') }]}
      />
      <section className="notice-card">
        <h1>{t('notice.title')}</h1>
        <ListStatus loading={isLoading} empty={!!data && !data.list.length} emptyText={t('notice.empty')} />
        <ul className="notice-list" data-testid="notice-list">
          {data?.list.map((n) => (
            <li key={n.id}>
              <Link to={`/cms/notice-${n.id}`} className="notice-list__title">
                {n.is_top ? <Tag colour="red">{t('notice.top')}</Tag> : null}
                {n.title}
              </Link>
              <time className="notice-list__date">{dateOf(n.create_time)}</time>
            </li>
          ))}
        </ul>
        {data && data.page_count > 1 ? (
          <Pager
            className="cms-pager"
            current={page}
            pageSize={NOTICE_PAGE_SIZE}
            total={data.count}
            onChange={setPage}
          />
        ) : null}
      </section>
    </div>
  );
}
