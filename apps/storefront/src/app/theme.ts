import type { ThemeConfig } from 'antd';

/** The one place colours live (DESIGN §5): a marketplace red for prices, primary buttons and active tabs. */
export const THEME_COLOR = '#e4393c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    colorLink: '#333333',
    colorLinkHover: THEME_COLOR,
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Malgun Gothic", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  },
};

/** CSS variables the stylesheet reads, derived from the theme above. */
export const cssVariables = {
  '--theme': THEME_COLOR,
  '--theme-light': '#fdecec',
  '--page-bg': '#f5f5f5',
  '--text': '#333333',
  '--text-secondary': '#666666',
  '--text-muted': '#999999',
  '--border': '#e8e8e8',
  '--content-width': '1200px',
} as const;
