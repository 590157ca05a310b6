import type { Lang } from '@mall/contracts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';

/*
 * Remarks the mall itself writes on ledger rows are stored as a note code with its values (`#signinDay:3`) and
 * answered in the reader's language; remarks people write (an operator's adjustment, a refusal reason, a
 * top-up package name) are stored and answered as written. Rows from before the notes keep their text.
 */

/** Each note and the names of its values, in the order they are stored. */
const NOTES = {
  orderPayment: [],
  orderClosed: [],
  refundOf: ['order'],
  takeBack: ['given', 'taken'],
  signinDay: ['day'],
  shoppingReward: [],
  registerReward: [],
  manjianGift: [],
  withdrawApply: ['no'],
  openingBalance: [],
} as const satisfies Record<string, readonly string[]>;
export type LedgerNote = keyof typeof NOTES;

const NOTE_RE = /^#(\w+)(?::(.*))?$/;

/** The stored form of a note: `#code`, or `#code:v1,v2` with its values. */
export const ledgerNote = (code: LedgerNote, ...values: (string | number)[]): string =>
  values.length === 0 ? `#${code}` : `#${code}:${values.join(',')}`;

/** A ledger row's remark as the reader sees it: a note in their language, anything else as written. */
export function ledgerRemark(lang: Lang, remark: string): string {
  const m = NOTE_RE.exec(remark);
  const names =
    m && Object.hasOwn(NOTES, m[1]!) ? (NOTES[m[1] as LedgerNote] as readonly string[]) : undefined;
  if (!m || !names) return remark;
  const values = m[2] === undefined ? [] : m[2].split(',');
  const params = Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  return translate(lang, `LEDGER_NOTE_${m[1]}` as MessageKey, params);
}
