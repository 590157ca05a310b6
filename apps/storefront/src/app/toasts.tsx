import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toastLayer } from '../lib/toast-layer.ts';
import { onToastChange, shownToast, type ToastType } from '../lib/toast.ts';
import './toasts.css';

const ICONS: Record<ToastType, typeof CheckCircleFilled> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
};

/**
 * The toast shown (lib/toast.ts), in antd's message look: a white pill at the top centre with the type's icon.
 * Drawn in the toasts' layer, which follows an open dialog (lib/toast-layer.ts). Errors and warnings are alerts,
 * the others a status, so screen readers read each as it appears.
 */
export function Toasts() {
  const shown = useSyncExternalStore(onToastChange, shownToast, shownToast);
  if (!shown) return null;
  const Icon = ICONS[shown.type];
  const urgent = shown.type === 'error' || shown.type === 'warning';
  return createPortal(
    <div className="mall-toast-host">
      <div
        key={shown.id}
        className={`mall-toast mall-toast--${shown.type}`}
        role={urgent ? 'alert' : 'status'}
      >
        <Icon className="mall-toast__icon" aria-hidden />
        <span>{shown.content}</span>
      </div>
    </div>,
    toastLayer(),
  );
}
