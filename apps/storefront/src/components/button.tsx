import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './button.css';

/**
 * `outline`: the theme colour on white (antd's ghost primary), for a call to act that should not shout; `link`:
 * words in the theme colour, for a small action beside text.
 */
export type ButtonKind = 'default' | 'primary' | 'outline' | 'text' | 'link';
export type ButtonSize = 'small' | 'middle' | 'large';

/** The classes of a button's look, for a link that should look like one (a button inside a link is invalid). */
export const buttonClass = (kind: ButtonKind = 'default', size: ButtonSize = 'middle', extra = '') =>
  `mall-btn mall-btn--${kind} mall-btn--${size}${extra ? ` ${extra}` : ''}`;

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  kind?: ButtonKind;
  size?: ButtonSize;
  icon?: ReactNode;
  /** Waiting for the click's answer: a spinner in place of the icon, and no second click. */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  /** As wide as its container (a form's submit). */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button in antd's look (primary in the theme colour, radius 4, 24/32/40 px high) without antd, for the pages
 * that draw without it (issue 12). Extra props (aria-*, data-*, handlers a popover adds) reach the <button>.
 */
export function Button({
  kind = 'default',
  size = 'middle',
  icon,
  loading = false,
  htmlType = 'button',
  block = false,
  className = '',
  disabled,
  onClick,
  children,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={buttonClass(
        kind,
        size,
        `${loading ? 'mall-btn--loading ' : ''}${block ? 'mall-btn--block ' : ''}${className}`.trim(),
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <span className="mall-btn__spinner" aria-hidden /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}
