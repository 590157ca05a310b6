import { useLayoutEffect, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { classes, valueOf } from './text-input.tsx';
import './text-area.css';

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'>;

export interface TextAreaProps extends NativeTextAreaProps {
  value?: string | null;
  /** "length / maxLength" under the box's right edge, as antd's showCount. */
  showCount?: boolean;
  /** Grows with its text between these many rows (antd's autoSize); `rows` is then the smallest. */
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Line height plus vertical padding and border of .mall-textarea, for autoSize's largest height. */
const LINE = 22;
const FRAME = 2 * 4 + 2 * 1;

/** antd's Input.TextArea as a native textarea, in the look and with the Form.Item use of text-input.tsx. */
export function TextArea(props: TextAreaProps) {
  const { value, showCount, maxRows, className, ref, ...native } = props;
  const own = useRef<HTMLTextAreaElement | null>(null);
  const text = value ?? '';
  useLayoutEffect(() => {
    const box = own.current;
    if (!box || maxRows === undefined) return;
    // Measured at its smallest (rows), then as tall as its text asks, up to maxRows with a scroll bar beyond.
    box.style.height = '';
    const wanted = box.scrollHeight + 2;
    const largest = maxRows * LINE + FRAME;
    if (box.scrollHeight > 0) box.style.height = `${Math.min(wanted, largest)}px`;
    box.style.overflowY = wanted > largest ? 'auto' : 'hidden';
  }, [text, maxRows]);
  const setRef = (el: HTMLTextAreaElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const area = (
    <textarea
      ref={setRef}
      {...native}
      {...valueOf(props, value)}
      className={classes(
        'mall-textarea',
        maxRows !== undefined && 'mall-textarea--auto',
        !showCount && className,
      )}
    />
  );
  if (!showCount) return area;
  return (
    <span className={classes('mall-textarea-frame', className)}>
      {area}
      <span className="mall-input-count mall-textarea-count" aria-hidden>
        {native.maxLength === undefined ? text.length : `${text.length} / ${native.maxLength}`}
      </span>
    </span>
  );
}
