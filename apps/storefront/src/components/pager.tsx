import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pager.css';

interface Props {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  className?: string;
  /** Previous, "page / pages" with a box to type a page in, next: for a sort bar. */
  simple?: boolean;
  /** A "Go to page" box after the page numbers. */
  showQuickJumper?: boolean;
}

/** Page numbers shown around the current one before an ellipsis stands for the rest. */
const AROUND = 2;

/**
 * The pages to show: the first and last always, the current one with AROUND on each side, and 'gap' where a
 * run of pages is left out (a gap of one page shows that page instead).
 */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  let last = 0;
  for (let n = 1; n <= pages; n++) {
    const near = Math.abs(n - current) <= AROUND || n === 1 || n === pages;
    if (!near) continue;
    if (n - last === 2) items.push(n - 1);
    else if (n - last > 2) items.push('gap');
    items.push(n);
    last = n;
  }
  return items;
}

/** A typed page number, if it is a whole number; clamped to the pages there are. */
function typedPage(text: string, pages: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  return Math.min(Math.max(Number(text), 1), pages);
}

/** A box to type a page number into: Enter (or leaving it) goes there, anything else is put back. */
function PageBox({
  current,
  pages,
  label,
  onChange,
}: {
  current: number;
  pages: number;
  label: string;
  onChange: (page: number) => void;
}) {
  const [draft, setDraft] = useState(String(current));
  useEffect(() => setDraft(String(current)), [current]);
  const go = () => {
    const page = typedPage(draft, pages);
    if (page !== undefined && page !== current) onChange(page);
    setDraft(String(page ?? current));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') go();
  };
  return (
    <input
      className="pager__box"
      inputMode="numeric"
      aria-label={label}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={go}
    />
  );
}

/**
 * Pagination without antd's (which brings its whole Select along for a page-size changer no page of ours
 * shows; issue 12): a navigation landmark of real buttons, the current page marked for screen readers.
 */
export function Pager({ current, total, pageSize, onChange, className, simple, showQuickJumper }: Props) {
  // Core messages: the home page's city goods page with it too.
  const { t } = useTranslation('common', { keyPrefix: 'pager' });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(current, 1), pages);
  const go = (n: number) => {
    if (n >= 1 && n <= pages && n !== page) onChange(n);
  };
  const classes = ['pager', simple ? 'pager--simple' : '', className ?? ''].filter(Boolean).join(' ');
  const step = (to: number, label: string, glyph: ReactNode) => (
    <button
      type="button"
      className="pager__step"
      aria-label={label}
      title={label}
      disabled={to < 1 || to > pages}
      onClick={() => go(to)}
    >
      {glyph}
    </button>
  );
  return (
    <nav className={classes} aria-label={t('label')}>
      {step(page - 1, t('previous'), <LeftOutlined />)}
      {simple ? (
        <span className="pager__simple">
          <PageBox current={page} pages={pages} label={t('page')} onChange={onChange} />
          <span aria-hidden="true">/</span>
          <span>{pages}</span>
        </span>
      ) : (
        <ul className="pager__pages">
          {pageItems(page, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={item === page ? 'pager__page pager__page--current' : 'pager__page'}
                  title={String(item)}
                  aria-label={t('pageN', { n: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {step(page + 1, t('next'), <RightOutlined />)}
      {showQuickJumper && !simple ? (
        <label className="pager__jump">
          {t('goTo')}
          <PageBox current={page} pages={pages} label={t('page')} onChange={onChange} />
        </label>
      ) : null}
    </nav>
  );
}
