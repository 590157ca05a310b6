import { PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { chat } from '@mall/contracts';
import { Button, Popover } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { uploadChatImage } from '../api/chat-api.ts';
import { emojiSrc } from './emoji-text.tsx';

/** The editor's content as the message text: emoji pictures back to their codes. */
function serialize(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) out += child.textContent ?? '';
    else if (child instanceof HTMLImageElement) out += child.dataset.code ?? '';
    else if (child.nodeName === 'BR') out += '\n';
    else out += (child.nodeName === 'DIV' ? '\n' : '') + serialize(child);
  });
  return out;
}

function insertAtCaret(editor: HTMLElement, node: Node) {
  const sel = window.getSelection();
  const range = sel && sel.rangeCount && editor.contains(sel.anchorNode) ? sel.getRangeAt(0) : null;
  if (!range) editor.appendChild(node);
  else {
    range.deleteContents();
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    sel!.removeAllRanges();
    sel!.addRange(range);
  }
}

interface Props {
  onText: (text: string) => Promise<void>;
  onImage: (path: string) => Promise<void>;
  pending: boolean;
}

/** The rich input (spec §4/§5): emoji as pictures counting one character each, a counter n/150, a picture button. */
export function ChatInput({ onText, onImage, pending }: Props) {
  const { t } = useTranslation('chat');
  const editor = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [length, setLength] = useState(0);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const recount = () => setLength(chat.chatLength(serialize(editor.current!)));

  const addEmoji = (code: string) => {
    const img = document.createElement('img');
    img.src = emojiSrc(code);
    img.alt = code;
    img.dataset.code = code;
    img.className = 'mc-chat-emoji';
    insertAtCaret(editor.current!, img);
    setEmojiOpen(false);
    recount();
  };

  const send = async () => {
    if (pending) return;
    const text = serialize(editor.current!);
    if (text.trim() === '') return toast(t('blank'), 'warning');
    if (chat.chatLength(text) > chat.CHAT_MAX_CHARS) return toast(t('tooLong'), 'warning');
    await onText(text);
    editor.current!.innerHTML = '';
    recount();
  };

  const pick = async (f: File | undefined) => {
    if (!f) return;
    try {
      await onImage(await uploadChatImage(f));
    } catch (err) {
      toast((err as Error).message);
    }
    if (file.current) file.current.value = '';
  };

  const emojiPanel = (
    <div className="mc-chat-emoji-panel" role="listbox" aria-label={t('emoji')}>
      {chat.emojiCodes.map((code) => (
        <button key={code} type="button" role="option" aria-label={code} onClick={() => addEmoji(code)}>
          <img src={emojiSrc(code)} alt={code} />
        </button>
      ))}
    </div>
  );

  return (
    <div className="mc-chat-input">
      <div className="mc-chat-tools">
        <Popover content={emojiPanel} trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen}>
          <Button type="text" icon={<SmileOutlined />} aria-label={t('emoji')} />
        </Popover>
        <Button
          type="text"
          icon={<PictureOutlined />}
          aria-label={t('picture')}
          onClick={() => file.current?.click()}
        />
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      <div
        ref={editor}
        className="mc-chat-editor"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={t('inputLabel')}
        onInput={recount}
        onPaste={(e) => {
          // Only text is pasted: markup from elsewhere never enters the editor.
          e.preventDefault();
          insertAtCaret(editor.current!, document.createTextNode(e.clipboardData.getData('text/plain')));
          recount();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <div className="mc-chat-send">
        {length >= chat.CHAT_MAX_CHARS ? <span className="mc-chat-warn">{t('tooLong')}</span> : null}
        <span className={length > chat.CHAT_MAX_CHARS ? 'mc-chat-count over' : 'mc-chat-count'}>
          {t('counter', { n: length, max: chat.CHAT_MAX_CHARS })}
        </span>
        {/* Named by its label alone: antd keeps the spinner ("loading") in the button while it fades out, which
            would read "loading Send" after the message went. aria-busy says a send is under way. */}
        <Button
          type="primary"
          loading={pending}
          aria-busy={pending}
          aria-label={t('send')}
          onClick={() => void send()}
        >
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
