import { useTranslation } from 'react-i18next';
import './stat-figure.css';

/**
 * A number under its title in antd's Statistic look (title 14 px, the figure 24 px), grouped in the page's
 * language, for pages that draw without antd (issue 12).
 */
export function StatFigure({ title, value, testId }: { title: string; value: number; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="stat-figure" data-testid={testId}>
      <div className="stat-figure__title">{title}</div>
      <div className="stat-figure__value">{new Intl.NumberFormat(i18n.language).format(value)}</div>
    </div>
  );
}
