import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useWebsiteInfo } from '../../../lib/site-data.ts';
import { ResultState } from '../../../components/states/result-state.tsx';

/** Shown while the platform has the site switched off (web_status 0). */
export function Page() {
  const { t } = useTranslation();
  const { data: site } = useWebsiteInfo();
  // Reopened meanwhile (a reload of /closed, or a bookmark): the mall is back, so is its home page.
  if (site?.web_status === 1) return <Navigate to="/" replace />;
  return (
    <div className="page-card">
      <ResultState
        status="warning"
        title={site?.site_name}
        subTitle={
          <>
            <p>{t('closedText')}</p>
            {site?.close_reason ? <p>{t('closedReason', { reason: site.close_reason })}</p> : null}
          </>
        }
      />
    </div>
  );
}
