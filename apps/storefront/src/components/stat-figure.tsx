import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './stat-figure.css';

/**
 * A number under its title in antd's Statistic look (title 14 px, the figure 24 px), grouped in the page's
 * language, for pages that draw without antd (issue 12). `prefix` (an icon) and `suffix` (a unit) stand beside
 * the figure, 4 px from it, as antd's did.
 */
export function StatFigure({
  title,
  value,
  testId,
  prefix,
  suffix,
}: {
  title: string;
  value: number;
  testId?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="stat-figure" data-testid={testId}>
      <div className="stat-figure__title">{title}</div>
      <div className="stat-figure__value">
        {prefix ? <span className="stat-figure__prefix">{prefix}</span> : null}
        <span className="stat-figure__number">{new Intl.NumberFormat(i18n.language).format(value)}</span>
        {suffix ? <span className="stat-figure__suffix">{suffix}</span> : null}
      </div>
    </div>
  );
}
