// The chat's public face: any page opens the dialog (with a goods or order draft); the app mounts its host once.
export { openChat, type ChatDraft } from './chat-open.ts';
export { ChatHost } from './components/chat-host.tsx';
export { ChatButton } from './components/chat-button.tsx';
