/**
 * Chat rules and the socket's server frames as the browser needs them at run time; no schema here, so the
 * shopper's chat brings no zod along (issue 12). chat.ts re-exports all of it beside the calls' schemas.
 */

// ---- constants (spec §9) ----------------------------------------------------------------------------------
export const CHAT_MAX_CHARS = 150;
export const CHAT_HISTORY_PAGE_SIZE = 4;
export const CHAT_LIST_PAGE_SIZE = 30;
export const EMOJI_COUNT = 47;
/** The protocol version every socket message carries; a client of another version is told and closed. */
export const SOCKET_VERSION = 1;
/** The largest frame a client may send (a ping, an ack or a resume are a few dozen bytes). */
export const SOCKET_MAX_FRAME = 1024;

/** `[emjoy_01]` … `[emjoy_47]` (the original's spelling). */
export const EMOJI_PATTERN = /\[emjoy_(0[1-9]|[1-3]\d|4[0-7])\]/g;
export const emojiCodes = Array.from(
  { length: EMOJI_COUNT },
  (_, i) => `[emjoy_${String(i + 1).padStart(2, '0')}]`,
);

/** A message's length as the counter shows it: each emoji counts as one character. */
export function chatLength(text: string): number {
  return [...text.replace(EMOJI_PATTERN, '\u{1F600}')].length;
}

// ---- content types (facts §7) -------------------------------------------------------------------------------
export const CONTENT_TEXT = 0;
export const CONTENT_GOODS = 1;
export const CONTENT_ORDER = 2;
export const CONTENT_IMAGE = 3;
export const SERVER_MESSAGE_TYPES = [
  'init',
  'connect',
  'string',
  'goodssku',
  'order',
  'image',
  'keyword_reply',
  'disconnect',
  'close',
  'force_offline',
  'error',
] as const;
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

/** What the server pushes: chat messages carry `id` (the dialogue id) which the client acknowledges. */
export interface ServerMessage {
  v: typeof SOCKET_VERSION;
  type: ServerMessageType;
  id?: number;
  data: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A frame from the server as a ServerMessage, or null when it is not one of ours (another version, a broken or
 * foreign frame): the same judgement as chat.ts's serverMessageSchema, written out by hand.
 */
export function readServerMessage(value: unknown): ServerMessage | null {
  if (!isRecord(value) || value.v !== SOCKET_VERSION || !isRecord(value.data)) return null;
  const { type, id } = value;
  if (!(SERVER_MESSAGE_TYPES as readonly unknown[]).includes(type)) return null;
  if (id !== undefined && !Number.isSafeInteger(id)) return null;
  return {
    v: SOCKET_VERSION,
    type: type as ServerMessageType,
    ...(id === undefined ? {} : { id: id as number }),
    data: value.data,
  };
}
