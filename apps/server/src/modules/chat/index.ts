// Nothing of the chat is used by other modules yet: its calls are registered from chat.routes.ts.
export type { DialogueRow } from './chat-dialogue.repository.ts';
