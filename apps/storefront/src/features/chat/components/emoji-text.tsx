import { chat } from '@mall/contracts';
import type { ReactNode } from 'react';

/** The picture of an emoji code, drawn by us (public/emoji). */
export const emojiSrc = (code: string) => `/web/emoji/${code.slice(1, -1)}.svg`;

/** Text with its `[emjoy_NN]` codes shown as pictures; everything else stays text (never markup). */
export function EmojiText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(chat.EMOJI_PATTERN.source, 'g'))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<img key={m.index} className="mc-chat-emoji" src={emojiSrc(m[0])} alt={m[0]} />);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
