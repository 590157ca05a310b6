import type { Texts } from '../../platform/i18n/texts.ts';

/** The refusal of a points or growth movement that would go below zero (facts §4.1 POINTS_ACCOUNT_EMPTY). */
export const WALLET_POINT_MESSAGES = {
  POINTS_ACCOUNT_EMPTY: {
    'en-us': 'Not enough in the account',
    'zh-cn': '账户余额不足',
    'zh-tw': '帳戶餘額不足',
    'ko-kr': '계정 잔액이 부족합니다',
    ru: 'Недостаточно средств на счёте',
  },
} satisfies Record<string, Texts>;

// Registered at start-up by the loyalty module's routes (the wallet has no calls of its own).
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    walletPoints: typeof WALLET_POINT_MESSAGES;
  }
}
