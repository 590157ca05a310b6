import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpClasses } from '../../../lib/site-data.ts';
import './cms-common.css';
import './help-centre.css';
import { Crumbs as Breadcrumb } from '../../../components/crumbs.tsx';

interface HelpCentreProps {
  /** The class being read (its articles open in the menu); 0 for the help centre's front page. */
  classId: number;
  articleId?: number;
  trail: { title: ReactNode; to?: string }[];
  children: ReactNode;
}

/** The help centre's frame: every help class with its articles on the left, the page on the right. */
export function HelpCentre({ classId, articleId, trail, children }: HelpCentreProps) {
  const { t } = useTranslation('cms');
  const { data: classes } = useHelpClasses();
  return (
    <div className="content-width help-centre">
      <Breadcrumb
        className="cms-breadcrumb"
        items={[{ title: <Link to="/cms/help">{t('help.title')}</Link> }, ...trail].map((c) => ({
          title: 'to' in c && c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
        }))}
      />
      <div className="help-centre__body">
        <nav className="help-menu" aria-label={t('help.classes')} data-testid="help-menu">
          <h2>
            <QuestionCircleOutlined /> {t('help.title')}
          </h2>
          {(classes ?? []).map((c) => (
            <section
              key={c.class_id}
              className={c.class_id === classId ? 'help-menu__class open' : 'help-menu__class'}
            >
              <Link to={`/cms/help/listother-${c.class_id}`} className="help-menu__class-name">
                {c.class_name}
              </Link>
              {c.class_id === classId ? (
                <ul>
                  {c.child_list.map((h) => (
                    <li key={h.id}>
                      <Link
                        to={`/cms/help-${h.id}`}
                        className={h.id === articleId ? 'active' : undefined}
                        aria-current={h.id === articleId ? 'page' : undefined}
                      >
                        {h.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </nav>
        <div className="help-centre__content">{children}</div>
      </div>
    </div>
  );
}
