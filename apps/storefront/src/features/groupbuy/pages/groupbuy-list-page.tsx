import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GROUPBUY_PAGE_SIZE, useGroupbuyPage } from '../api/groupbuy-queries.ts';
import { GroupbuyCard } from '../components/groupbuy-card.tsx';
import './groupbuy.css';
import { Pager } from '../../../components/pager.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

/** /promotion/groupbuy: the running group buys of the chosen city, newest first; the page lives in the address. */
export function Page() {
  const { t } = useTranslation('groupbuy');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError } = useGroupbuyPage(page);
  return (
    <div className="content-width gb-page">
      <header className="gb-banner">
        <h1>{t('list.title')}</h1>
        <p>{t('list.subtitle')}</p>
      </header>
      {isLoading && !data ? (
        <ShimmerLines rows={8} />
      ) : !data || data.list.length === 0 ? (
        <EmptyNote className="gb-empty" description={isError ? t('list.unavailable') : t('list.empty')} />
      ) : (
        <>
          <div className="gb-grid">
            {data.list.map((item) => (
              <GroupbuyCard key={item.groupbuy_id} item={item} />
            ))}
          </div>
          {data.page_count > 1 && (
            <Pager
              className="gb-pager"
              current={page}
              pageSize={GROUPBUY_PAGE_SIZE}
              total={data.count}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          )}
        </>
      )}
    </div>
  );
}
