import { ExclamationCircleFilled } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { useShowModal } from './use-show-modal.ts';
import './dialog-frame.css';
import './confirm-dialog.css';

export interface ConfirmOptions {
  title: string;
  content: ReactNode;
  okText: string;
  cancelText: string;
  /** Runs on OK; the dialog waits for it (OK shows it is busy), then closes. */
  onOk: () => Promise<unknown>;
}

/**
 * A question asked in the middle of the page before an action (antd's Modal.confirm look) without antd, for
 * pages that draw without it (issue 12). The browser's own modal <dialog> keeps the focus inside and closes on
 * Escape; useShowModal gives the focus back to what opened it.
 */
function ConfirmDialog({
  title,
  content,
  okText,
  cancelText,
  onOk,
  onClose,
}: ConfirmOptions & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const contentId = useId();
  const [busy, setBusy] = useState(false);
  // Shown while mounted; the button that asked gets the focus back as the dialog leaves the page.
  useShowModal(ref);
  // OK has the focus, as in antd's confirm (showModal would give it to the first button, Cancel).
  useEffect(() => okRef.current?.focus(), []);
  const ok = async () => {
    setBusy(true);
    try {
      await onOk();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <dialog
      ref={ref}
      className="dialog-frame confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="confirm-dialog__body">
        <ExclamationCircleFilled className="confirm-dialog__icon" aria-hidden />
        <div>
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <div id={contentId} className="confirm-dialog__content">
            {content}
          </div>
        </div>
      </div>
      <div className="confirm-dialog__foot">
        <Button onClick={onClose} disabled={busy}>
          {cancelText}
        </Button>
        <Button ref={okRef} kind="primary" loading={busy} onClick={() => void ok()}>
          {okText}
        </Button>
      </div>
    </dialog>
  );
}

/** `confirm(options)` opens the question; render `holder` where the dialog should live (as antd's useModal). */
export function useConfirm(): [confirm: (options: ConfirmOptions) => void, holder: ReactNode] {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  const holder = asked ? <ConfirmDialog {...asked} onClose={() => setAsked(null)} /> : null;
  return [setAsked, holder];
}
