/** Read once when the app loads (a change of the setting applies from the next page load). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true
  );
}

/** The one place colours live (DESIGN §5): a marketplace red for prices, primary buttons and active tabs. */
// #cf2f33 and the muted grey #6b6b6b reach 4.5:1 (WCAG AA) on white and on the page grey #f5f5f5; the
// earlier #e4393c and #999999 did not (storefront-weight-and-access findings, issue 12).
export const THEME_COLOR = '#cf2f33';

const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Malgun Gothic", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';

const WHITE = '#fff';

/**
 * CSS variables the stylesheets read. They are set on the app's root, so only what renders inside it sees them
 * (body styles carry fallbacks).
 */
export const cssVariables = {
  '--theme': THEME_COLOR,
  '--font-family': FONT_FAMILY,
  '--theme-light': '#fef0f0',
  '--page-bg': '#f5f5f5',
  '--text': '#333333',
  '--text-secondary': '#666666',
  '--text-muted': '#6b6b6b',
  '--border': '#e8e8e8',
  '--content-width': '1200px',
  // Cards on the grey page and what sits on the theme colour.
  '--card-bg': WHITE,
  '--text-on-theme': WHITE,
  '--card-hover-shadow': '0 8px 22px rgba(0, 0, 0, 0.1)',
  '--tile-hover-shadow': '0 4px 14px rgba(0, 0, 0, 0.08)',
  // The mall chrome: top bar, side bar, category panel, footer.
  '--mc-bar-bg': '#f2f2f2',
  '--mc-dark': '#2d2e33',
  '--mc-dark-hover': '#45464d',
  '--mc-panel-bg': 'rgba(34, 30, 36, 0.86)',
  // What floats over the page: dropdowns, the category flyout, the sticky header, the floor elevator.
  '--mc-shadow': '0 4px 16px rgba(0, 0, 0, 0.12)',
  '--mc-footer-bg': WHITE,
  '--mc-white': WHITE,
  '--mc-side-width': '36px',
} as const;
