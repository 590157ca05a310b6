import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyNote } from '../components/states/placeholders.tsx';
import { matchPrefixed, PAGES } from './route-table.ts';

/** Pages that later work owns: their layout and title, and an honest note that they are not open yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const path = useLocation().pathname.replace(/^\//, '');
  const entry = PAGES.find((p) => p.path === path) ?? matchPrefixed(path)?.entry;
  return (
    <div className="page-card coming-soon">
      <h1>{entry ? t(`routes:${entry.title}`) : ''}</h1>
      <EmptyNote description={t('comingSoon')} />
    </div>
  );
}
