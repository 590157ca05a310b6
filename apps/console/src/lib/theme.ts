import type { ThemeConfig } from 'antd';

/** Read once when the app loads (a change of the setting applies from the next page load). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true
  );
}

/**
 * The one place the console's colours live: the mall's red for primary actions, a dark side menu as admin
 * consoles have. Components read antd tokens; the few stylesheets read the CSS variables below.
 */
export const THEME_COLOR = '#e4393c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Malgun Gothic", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
    // Whoever asks their system for less motion gets antd without its animations (WCAG 2.3.3).
    ...(prefersReducedMotion() ? { motion: false } : {}),
  },
  components: {
    Layout: { siderBg: '#001529', headerBg: '#ffffff', bodyBg: '#f0f2f5' },
  },
};

export const cssVariables = {
  '--page-bg': '#f0f2f5',
  '--header-border': '#f0f0f0',
  '--brand-text': '#ffffff',
  '--muted': '#8c8c8c',
} as const;
