import { z } from './zod.ts';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_LIST_PAGE_SIZE,
  CONTENT_GOODS,
  CONTENT_IMAGE,
  CONTENT_ORDER,
  CONTENT_TEXT,
  SERVER_MESSAGE_TYPES,
  SOCKET_VERSION,
  type ServerMessage,
  type ServerMessageType,
} from './chat-terms.ts';
import { idInput, intInput, INT4_MAX, multilineTextInput, textInput } from './input.ts';

// Kept apart so the browser can read them (and a socket frame) without this file's schemas and zod.
export * from './chat-terms.ts';

const contentTypeInput = intInput(0, 3);

const siteIdInput = intInput(0, INT4_MAX);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idInput.optional());

// ---- member calls (/servicer/api/chat/*) --------------------------------------------------------------------
export const siteRequest = z.object({ site_id: siteIdInput.default(0) });
export const bindRequest = z.object({ client_id: textInput(64).min(1), site_id: siteIdInput.default(0) });
export const sayRequest = z.object({
  servicer_id: intInput(0, INT4_MAX).default(0),
  site_id: siteIdInput.default(0),
  content_type: contentTypeInput.default(0),
  message: multilineTextInput(4000).default(''),
  goods_id: optionalId,
  order_id: optionalId,
});
export const dialogsRequest = z.object({
  site_id: siteIdInput.default(0),
  page: intInput(1, 100_000).default(1),
  limit: intInput(1, 50).default(CHAT_HISTORY_PAGE_SIZE),
});
export const chatListRequest = z.object({
  page: intInput(1, 100_000).default(1),
  page_size: intInput(1, 100).default(CHAT_LIST_PAGE_SIZE),
});
export const byeRequest = z.object({
  servicer_id: intInput(0, INT4_MAX).default(0),
  site_id: siteIdInput.default(0),
});

/** One chat message as both sides read it (facts §7 servicer_dialogue plus joined fields). */
export const dialogueSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  servicer_id: z.number(),
  site_id: z.number(),
  /** 0 the shopper said it, 1 the agent answered. */
  type: z.number(),
  content_type: z.number(),
  consumer_say: z.string(),
  servicer_say: z.string(),
  goods_sku_id: z.number(),
  order_id: z.number(),
  read: z.number(),
  create_day: z.string(),
  create_time: z.string(),
  add_time: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  shop_name: z.string(),
  logo: z.string(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  order_no: z.string(),
  order_money: z.string(),
  order_status: z.number(),
});
export type Dialogue = z.infer<typeof dialogueSchema>;

export const dialogsSchema = z.object({
  count: z.number(),
  page_count: z.number(),
  list: z.array(dialogueSchema),
});

export const conversationSchema = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  logo: z.string(),
  avatar: z.string(),
  online: z.number(),
  unread: z.number(),
  content: z.string(),
  content_type: z.number(),
  type: z.number(),
  add_time: z.number(),
  servicer_id: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const servicerInfoSchema = z.object({
  servicer_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
});
export type ServicerInfo = z.infer<typeof servicerInfoSchema>;

// ---- agent calls (/agent/api/chat/*) -------------------------------------------------------------------------
export const agentBindRequest = z.object({ client_id: textInput(64).min(1) });
export const agentEmptyRequest = z.object({});
export const agentMemberRequest = z.object({ member_id: idInput });
export const agentDialogsRequest = z.object({
  member_id: idInput,
  page: intInput(1, 100_000).default(1),
  limit: intInput(1, 50).default(15),
});
export const agentAnswerRequest = z.object({
  member_id: idInput,
  content_type: contentTypeInput.default(0),
  message: multilineTextInput(4000).default(''),
  goods_id: optionalId,
  order_id: optionalId,
});
export const agentSearchRequest = z.object({
  keyword: textInput(50).default(''),
  page: intInput(1, 100_000).default(1),
  page_size: intInput(1, 50).default(20),
});

/** A shopper in the agent's lists: waiting (nobody answers yet), active (the agent's own) or history. */
export const agentMemberSchema = z.object({
  member_id: z.number(),
  nickname: z.string(),
  headimg: z.string(),
  online: z.number(),
  servicer_id: z.number(),
  unread: z.number(),
  last_message: z.string(),
  last_content_type: z.number(),
  last_time: z.number(),
});
export type AgentMember = z.infer<typeof agentMemberSchema>;

export const workspaceSchema = z.object({
  servicer_id: z.number(),
  nickname: z.string(),
  waiting: z.array(agentMemberSchema),
  active: z.array(agentMemberSchema),
  history: z.array(agentMemberSchema),
  agents: z.array(z.object({ servicer_id: z.number(), nickname: z.string(), members: z.number() })),
  quick_replies: z.array(z.object({ id: z.number(), content: z.string() })),
});
export type Workspace = z.infer<typeof workspaceSchema>;

// ---- merchant calls: quick replies and keyword auto-replies --------------------------------------------------
export const quickReplySaveRequest = z.object({
  id: intInput(0, INT4_MAX).default(0),
  content: textInput(150).min(1),
});
export const keywordSaveRequest = z.object({
  id: intInput(0, INT4_MAX).default(0),
  keyword: textInput(30).min(1),
  reply: textInput(150).min(1),
});
export const idRequest = z.object({ id: idInput });
export const quickReplySchema = z.object({ id: z.number(), content: z.string() });
export const keywordSchema = z.object({ id: z.number(), keyword: z.string(), reply: z.string() });

// ---- the socket (/ws): server → client ---------------------------------------------------------------------
/** What the server pushes: chat messages carry `id` (the dialogue id) which the client acknowledges. */
export const serverMessageSchema = z.object({
  v: z.literal(SOCKET_VERSION),
  type: z.enum(SERVER_MESSAGE_TYPES),
  id: z.number().int().optional(),
  data: z.record(z.string(), z.unknown()),
});
// The schema the server writes frames with and the browser's hand-written reader (chat-terms.ts) read one shape.
serverMessageSchema satisfies z.ZodType<ServerMessage>;

export const CONTENT_MESSAGE_TYPE: Record<number, ServerMessageType> = {
  [CONTENT_TEXT]: 'string',
  [CONTENT_GOODS]: 'goodssku',
  [CONTENT_ORDER]: 'order',
  [CONTENT_IMAGE]: 'image',
};

// ---- the socket: client → server (besides the text `ping`) ----------------------------------------------------
export const clientMessageSchema = z.discriminatedUnion('type', [
  /** Received up to this message id: the server will not replay it again. */
  z.object({
    v: z.literal(SOCKET_VERSION),
    type: z.literal('ack'),
    id: z.number().int().min(1).max(INT4_MAX),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- the operator's customer-service setting (SERVICER_ROOT_CONFIG, answered by /api/config/servicer) ----------
export const SERVICE_TYPES = ['disable', 'system', 'third'] as const;
/** The heartbeat is off (0) or 1 s to 55 s: the server closes a socket that was silent for 75 s. */
export const PING_MIN_MS = 1000;
export const PING_MAX_MS = 55_000;
export const serviceSettingsRequest = z
  .object({
    type: z.enum(SERVICE_TYPES),
    third: textInput(255)
      .default('')
      .refine((u) => u === '' || /^https?:\/\/\S+$/.test(u), 'must be an http:// or https:// link'),
    ping_interval: intInput(0, PING_MAX_MS).refine(
      (ms) => ms === 0 || ms >= PING_MIN_MS,
      `must be 0 (off) or at least ${PING_MIN_MS}`,
    ),
  })
  .refine((s) => s.type !== 'third' || s.third !== '', {
    path: ['third'],
    message: 'a third-party service needs its link',
  });
export type ServiceSettings = z.infer<typeof serviceSettingsRequest>;
