import { PictureOutlined } from '@ant-design/icons';
import { chat } from '@mall/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { uploadChatImage } from '../api/chat-api.ts';
import { EmojiPicker } from './emoji-picker.tsx';
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

/** A caret at the end of the editor's content. */
function endOf(editor: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  return range;
}

function placeCaret(range: Range) {
  const sel = window.getSelection();
  sel?.removeAllRanges();
  sel?.addRange(range);
}

/** Puts `node` at the caret (at the end when the caret is elsewhere) and leaves the caret after it. */
function insertAtCaret(editor: HTMLElement, node: Node) {
  const sel = window.getSelection();
  const range = sel?.rangeCount && editor.contains(sel.anchorNode) ? sel.getRangeAt(0) : endOf(editor);
  range.deleteContents();
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  placeCaret(range);
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
  // Where the caret was as the editor lost the focus (to the emoji panel, which some browsers give the caret to).
  const caret = useRef<Range | null>(null);
  const recount = () => setLength(chat.chatLength(serialize(editor.current!)));

  const addEmoji = (code: string) => {
    const img = document.createElement('img');
    img.src = emojiSrc(code);
    img.alt = code;
    img.dataset.code = code;
    img.className = 'mc-chat-emoji';
    const el = editor.current!;
    const saved = caret.current;
    // Back to typing where the shopper left off, the emoji in between.
    el.focus();
    placeCaret(saved && el.contains(saved.startContainer) ? saved : endOf(el));
    insertAtCaret(el, img);
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

  return (
    <div className="mc-chat-input">
      <div className="mc-chat-tools">
        <EmojiPicker onPick={addEmoji} />
        <Button
          kind="text"
          className="mc-chat-tool"
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
        onBlur={() => {
          const sel = window.getSelection();
          caret.current =
            sel?.rangeCount && editor.current!.contains(sel.anchorNode)
              ? sel.getRangeAt(0).cloneRange()
              : null;
        }}
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
        {/* Busy while a message is on its way (aria-busy, a spinner): a second click sends nothing. */}
        <Button kind="primary" loading={pending} onClick={() => void send()}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
