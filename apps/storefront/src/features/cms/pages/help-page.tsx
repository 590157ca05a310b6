import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpClasses } from '../../../lib/site-data.ts';
import { HelpCentre } from '../components/help-centre.tsx';
import { ListStatus } from '../../../components/states/list-status.tsx';
import './help-pages.css';

const TITLES_PER_CLASS = 6;

/** /cms/help: the help centre's front page, every class as a card with its first articles. */
export function Page() {
  const { t } = useTranslation('cms');
  const { data: classes, isLoading } = useHelpClasses();
  return (
    <HelpCentre classId={0} trail={[]}>
      <h1>{t('help.welcome')}</h1>
      <ListStatus loading={isLoading} empty={!!classes && !classes.length} emptyText={t('help.empty')} />
      <div className="help-grid">
        {classes?.map((c) => (
          <section key={c.class_id} className="help-grid__class" data-testid="help-class">
            <h2>
              <Link to={`/cms/help/listother-${c.class_id}`}>{c.class_name}</Link>
            </h2>
            <ul>
              {c.child_list.slice(0, TITLES_PER_CLASS).map((h) => (
                <li key={h.id}>
                  <Link to={`/cms/help-${h.id}`}>{h.title}</Link>
                </li>
              ))}
            </ul>
            <Link to={`/cms/help/listother-${c.class_id}`} className="help-grid__more">
              {t('help.all')} <RightOutlined />
            </Link>
          </section>
        ))}
      </div>
    </HelpCentre>
  );
}
