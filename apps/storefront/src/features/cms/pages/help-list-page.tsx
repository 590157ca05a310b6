import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useHelpClasses } from '../../../lib/site-data.ts';
import { HELP_PAGE_SIZE, useHelpPage } from '../api/cms-queries.ts';
import { dateOf } from '../../../lib/dates.ts';
import { HelpCentre } from '../components/help-centre.tsx';
import { toId, usePageParam } from '../use-page-param.ts';
import { ListStatus } from '../../../components/states/list-status.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import './help-pages.css';
import { Pager } from '../../../components/pager.tsx';

/** /cms/help/listother-{class id}: the articles of one help class, paged. */
export function Page() {
  const { t } = useTranslation('cms');
  const classId = toId(usePrefixedParam('class_id'));
  const [page, setPage] = usePageParam();
  const { data: classes } = useHelpClasses();
  const helpClass = classes?.find((c) => c.class_id === classId);
  const { data, isLoading } = useHelpPage(classId, page);
  const unknown = classes !== undefined && !helpClass;
  return (
    <HelpCentre classId={classId} trail={[{ title: helpClass?.class_name ?? '' }]}>
      {unknown ? (
        <MissingState title={t('help.classNotFound')} backTo="/cms/help" backLabel={t('help.back')} />
      ) : (
        <>
          <h1>{helpClass?.class_name}</h1>
          <ListStatus loading={isLoading} empty={!!data && !data.list.length} emptyText={t('help.empty')} />
          <ul className="help-list" data-testid="help-list">
            {data?.list.map((h) => (
              <li key={h.id}>
                <Link to={`/cms/help-${h.id}`}>{h.title}</Link>
                <time>{dateOf(h.create_time)}</time>
              </li>
            ))}
          </ul>
          {data && data.page_count > 1 ? (
            <Pager
              className="cms-pager"
              current={page}
              pageSize={HELP_PAGE_SIZE}
              total={data.count}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </HelpCentre>
  );
}
