import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';

export function Page() {
  const { t } = useTranslation();
  return (
    <div className="page-card">
      <ResultState
        status="404"
        title="404"
        subTitle={t('notFoundText')}
        extra={
          <Link to="/index" className={buttonClass('primary')}>
            {t('backHome')}
          </Link>
        }
      />
    </div>
  );
}
