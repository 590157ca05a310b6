import { useTranslation } from 'react-i18next';
import { Shimmer, ShimmerLines } from '../../../../components/states/placeholders.tsx';

/**
 * The goods page while its detail and offers load, in the page's own frame (breadcrumb line, picture, summary,
 * shop card) and as tall as a screen: the page then replaces it where it stands instead of moving the page or
 * the footer (layout shift, issue 12).
 */
export function DetailLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="detail-page detail-loading"
      role="status"
      aria-label={t('loading')}
      data-testid="goods-loading"
    >
      <div className="detail-breadcrumb detail-loading__crumbs" />
      <div className="detail-top detail-loading__top">
        <Shimmer className="detail-loading__picture" />
        <ShimmerLines rows={12} className="detail-loading__lines" />
      </div>
    </div>
  );
}
