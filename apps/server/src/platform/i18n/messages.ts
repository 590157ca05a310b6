import { PLATFORM_MESSAGES } from './platform.messages.ts';
import type { Texts } from './texts.ts';

/**
 * Every message the server may send, by group. The platform declares its own group here; each module adds
 * its group in its messages file by declaration merging,
 *
 *   declare module '../../platform/i18n/messages.ts' {
 *     interface MessageCatalog { cart: typeof CART_MESSAGES }
 *   }
 *
 * and hands the texts over at start-up with `registerMessages('cart', CART_MESSAGES)`. So a key is checked
 * at compile time wherever AppError or translate names it, while the platform imports no module.
 */
export interface MessageCatalog {
  platform: typeof PLATFORM_MESSAGES;
}

type GroupName = keyof MessageCatalog;

/** Any key of any group. */
export type MessageKey = { [G in GroupName]: keyof MessageCatalog[G] & string }[GroupName];

const textsByKey = new Map<string, Texts>();
const registeredGroups = new Map<string, object>();

/**
 * Makes a group's texts answerable. Registering the same group again with the same object does nothing
 * (every app a test builds registers its modules); a key two groups claim is a mistake and throws.
 */
export function registerMessages<G extends GroupName>(
  group: G,
  messages: MessageCatalog[G] & Record<string, Texts>,
): void {
  const known = registeredGroups.get(group);
  if (known === messages) return;
  if (known) throw new Error(`Message group "${group}" is registered twice with different texts`);
  for (const key of Object.keys(messages)) {
    if (textsByKey.has(key)) throw new Error(`Message key ${key} belongs to two groups (one is "${group}")`);
  }
  for (const [key, texts] of Object.entries(messages)) textsByKey.set(key, texts);
  registeredGroups.set(group, messages);
}

registerMessages('platform', PLATFORM_MESSAGES);

/** The texts of a key; a key whose module never registered its messages is a wiring mistake. */
export function messageTexts(key: MessageKey): Texts {
  const texts = textsByKey.get(key);
  if (!texts)
    throw new Error(`Message ${key} is not registered: its module registers its messages at start-up`);
  return texts;
}

/** Every registered message by key (the language check reads them all). */
export function registeredMessages(): ReadonlyMap<string, Texts> {
  return textsByKey;
}
