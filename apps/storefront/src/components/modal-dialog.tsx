import { CloseOutlined } from '@ant-design/icons';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { useShowModal } from './use-show-modal.ts';
import './dialog-frame.css';
import './modal-dialog.css';

/**
 * A dialog in antd's Modal look without antd (issue 12): title and ×, body, Cancel and a primary OK. The browser's
 * own modal <dialog> keeps the focus inside (it starts on the body's first field); Escape, ×, Cancel and a click
 * on the dimmed page ask `onCancel`, and the focus goes back to what opened it (useShowModal).
 *
 * `form`: the id of a <form> in the body that OK submits (the form's onSubmit does the work), so Enter in a field
 * submits it as OK does; without it OK calls `onOk`. `footer={null}`: no Cancel nor OK, as antd's, for a dialog
 * whose body has its own button (the member's security dialogs: a form that submits itself).
 */
export function ModalDialog({
  open,
  title,
  okText,
  cancelText,
  onOk,
  form,
  onCancel,
  loading = false,
  okDisabled = false,
  footer,
  maskClosable = true,
  width = 520,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** common's OK and Cancel unless given, as antd's defaults; `cancelText={null}`: OK alone (a text to read). */
  okText?: string;
  cancelText?: string | null;
  onOk?: () => void;
  form?: string;
  onCancel: () => void;
  /** OK's work is under way: OK shows it is busy and takes no second click (nor a second Enter). */
  loading?: boolean;
  /** OK takes no click yet (what it needs is not typed yet). */
  okDisabled?: boolean;
  /** null: no footer (antd's `footer={null}`). */
  footer?: null;
  /** false: a click on the dimmed page does not close it (antd's `maskClosable`); Escape and × still do. */
  maskClosable?: boolean;
  /** Pixels, or any CSS width (the chat's `48%`, as antd's). */
  width?: number | string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A press that starts inside (selecting a field's text) and ends on the dimmed page is no click on the page.
  const pressedOutside = useRef(false);
  useShowModal(ref, open);
  const isOutside = (e: MouseEvent) => e.target === e.currentTarget;
  return (
    <dialog
      ref={ref}
      className="dialog-frame modal-dialog"
      style={{ width }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // The page decides: `open` closes it.
        e.preventDefault();
        onCancel();
      }}
      onClose={(e) => {
        // Closed by the browser itself (it may refuse a page a second Escape's preventDefault). A close event
        // that arrives after the dialog was shown again (StrictMode's second effect run) is stale: it stays.
        if (open && !e.currentTarget.open) onCancel();
      }}
      onMouseDown={(e) => (pressedOutside.current = isOutside(e))}
      onClick={(e) => {
        if (maskClosable && isOutside(e) && pressedOutside.current) onCancel();
      }}
    >
      <div className="modal-dialog__panel">
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        <div className="modal-dialog__body">{children}</div>
        {footer === null ? null : (
          <div className="modal-dialog__foot">
            {cancelText === null ? null : <Button onClick={onCancel}>{cancelText ?? t('confirm.no')}</Button>}
            <Button
              kind="primary"
              htmlType={form ? 'submit' : 'button'}
              form={form}
              loading={loading}
              disabled={okDisabled}
              // A busy button takes no click; a submit one must not submit its form either.
              onClickCapture={(e) => loading && e.preventDefault()}
              onClick={onOk}
            >
              {okText ?? t('confirm.yes')}
            </Button>
          </div>
        )}
        {/* Last, so the focus starts on the body's first field rather than on ×. */}
        <button type="button" className="modal-dialog__close" aria-label={t('close')} onClick={onCancel}>
          <CloseOutlined />
        </button>
      </div>
    </dialog>
  );
}
