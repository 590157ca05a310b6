import { useSyncExternalStore } from 'react';

/** What a page hands to the chat when it opens it: a goods item or an order becomes a draft card (spec §4). */
export interface ChatDraft {
  kind: 'goods' | 'order';
  id: number;
  name: string;
  image: string;
  price: string;
}

export interface ChatOpenState {
  open: boolean;
  siteId: number;
  draft?: ChatDraft | undefined;
  /** Bumped on every open so the dialog restarts even when the same shop is opened again. */
  seq: number;
}

let state: ChatOpenState = { open: false, siteId: 0, seq: 0 };
const listeners = new Set<() => void>();
const set = (next: ChatOpenState) => {
  state = next;
  listeners.forEach((l) => l());
};

/** Opens the chat dialog with a shop (0 = the platform's customer service), from any page. */
export const openChat = (siteId: number, draft?: ChatDraft) =>
  set({ open: true, siteId, draft, seq: state.seq + 1 });
export const closeChat = () => set({ ...state, open: false, draft: undefined });

export const useChatOpen = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
