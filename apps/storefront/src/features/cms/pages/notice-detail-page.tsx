import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useNoticeInfo, useNoticePage } from '../api/cms-queries.ts';
import { dateOf, dateTimeOf } from '../../../lib/dates.ts';
import { RichText } from '../components/rich-text.tsx';
import { toId } from '../use-page-param.ts';
import { MissingState } from '../../../components/states/missing-state.tsx';
import '../components/cms-common.css';
import './notice-pages.css';
import { Crumbs as Breadcrumb } from '../../../components/crumbs.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';

const LATEST = 8;

function LatestNotices({ currentId }: { currentId: number }) {
  const { t } = useTranslation('cms');
  const { data } = useNoticePage(1, LATEST);
  return (
    <aside className="notice-card notice-latest">
      <h2>{t('notice.latest')}</h2>
      <ul>
        {data?.list.map((n) => (
          <li key={n.id} className={n.id === currentId ? 'current' : undefined}>
            <Link to={`/cms/notice-${n.id}`}>{n.title}</Link>
            <time>{dateOf(n.create_time)}</time>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** /cms/notice-{id}: one notice with its body, and the latest notices beside it. */
export function Page() {
  const { t } = useTranslation('cms');
  const id = toId(usePrefixedParam('id'));
  const { data, isLoading } = useNoticeInfo(id);
  return (
    <div className="content-width notice-page">
      <Breadcrumb
        className="cms-breadcrumb"
        items={[
          { title: <Link to="/index">{t('home')}</Link> },
          { title: <Link to="/cms/notice">{t('notice.title')}</Link> },
          { title: data?.title ?? '' },
        ]}
      />
      <div className="notice-detail">
        <article className="notice-card notice-article">
          {isLoading ? <ShimmerLines rows={10} /> : null}
          {!isLoading && !data ? (
            <MissingState title={t('notice.notFound')} backTo="/cms/notice" backLabel={t('notice.back')} />
          ) : null}
          {data ? (
            <>
              <h1>{data.title}</h1>
              <p className="notice-article__meta">
                {t('notice.published', { time: dateTimeOf(data.create_time) })}
              </p>
              <RichText html={data.content} />
            </>
          ) : null}
        </article>
        <LatestNotices currentId={id} />
      </div>
    </div>
  );
}
