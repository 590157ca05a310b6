import { SmileOutlined } from '@ant-design/icons';
import { chat } from '@mall/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { usePanelDismiss } from '../../../components/use-panel-dismiss.ts';
import { emojiSrc } from './emoji-text.tsx';

/**
 * The emoji button and its panel over the editor, in antd's Popover look without antd (issue 12). The panel is
 * made only when opened (47 pictures the shopper may never want); a pick goes to `onPick`, which puts the focus
 * back in the editor.
 */
export function EmojiPicker({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  usePanelDismiss({ open, setOpen, rootRef, triggerRef: buttonRef, focusRef: firstRef });
  useEffect(() => {
    if (!open) return undefined;
    // The chat's modal <dialog> closes on the same Escape: a key whose default is prevented does not reach it,
    // so Escape closes the panel alone (usePanelDismiss still sees the key).
    const keepDialog = (e: KeyboardEvent) => {
      if (e.key === 'Escape') e.preventDefault();
    };
    document.addEventListener('keydown', keepDialog, true);
    return () => document.removeEventListener('keydown', keepDialog, true);
  }, [open]);

  return (
    <span ref={rootRef} className="mc-chat-emoji-picker">
      <Button
        ref={buttonRef}
        kind="text"
        className="mc-chat-tool"
        icon={<SmileOutlined />}
        aria-label={t('emoji')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      />
      {open ? (
        <div id={panelId} className="mc-chat-emoji-panel" role="listbox" aria-label={t('emoji')}>
          {chat.emojiCodes.map((code, i) => (
            <button
              key={code}
              ref={i === 0 ? firstRef : undefined}
              type="button"
              role="option"
              aria-label={code}
              onClick={() => {
                setOpen(false);
                onPick(code);
              }}
            >
              <img src={emojiSrc(code)} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
