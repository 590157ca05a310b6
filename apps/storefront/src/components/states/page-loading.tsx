import { useTranslation } from 'react-i18next';

/**
 * While a page's module, the site settings or a part of a page load. Drawn by CSS (styles/global.css), not antd's
 * Spin: it is shown before any page, so whatever it imports is in every first load.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-label={t('loading')}>
      <span className="page-loading__dot" />
    </div>
  );
}
