import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TOPIC_PAGE_SIZE, useTopicPage } from '../api/topic-queries.ts';
import { TopicBanner } from '../components/topic-banner.tsx';
import './topic.css';
import { Pager } from '../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

/** /promotion/topic: the running topic events, newest first; the page lives in the address. */
export function Page() {
  const { t } = useTranslation('topic');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useTopicPage(page);
  return (
    <div className="content-width topic-page">
      <h1 className="topic-title">{t('list.title')}</h1>
      {isLoading && !data ? (
        <ShimmerLines rows={6} />
      ) : !data || data.list.length === 0 ? (
        <EmptyNote className="topic-empty" description={isError ? t('list.unavailable') : t('list.empty')} />
      ) : (
        <>
          <div className="topic-list">
            {data.list.map((tp) => (
              <Link key={tp.topic_id} to={`/promotion/topic-${tp.topic_id}`} data-testid="topic-card">
                <TopicBanner topic={tp} compact />
              </Link>
            ))}
          </div>
          {data.page_count > 1 && (
            <Pager
              className="topic-pager"
              current={page}
              pageSize={TOPIC_PAGE_SIZE}
              total={data.count}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          )}
        </>
      )}
    </div>
  );
}
