import { hashPassword } from '../../platform/auth/passwords.ts';
import type { member, memberAccount } from '../schema/index.ts';
import { avatarPicture } from './image-paths.ts';
import { BASE_TIME, DAY } from './random.ts';

type MemberRow = typeof member.$inferInsert;

/** The documented demo logins (plain passwords on purpose: they are printed in the README). */
export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'Demo@12345', note: 'Silver member with balance $500.00 and 1,200 points' },
  { username: 'alice', password: 'Alice@12345', note: 'Gold member with $200.00 withdrawable cash' },
  { username: 'bob', password: 'Bob@12345', note: 'Regular member with an empty wallet' },
  { username: 'locked', password: 'Locked@12345', note: 'Locked account (status 0): login is refused' },
] as const;

interface Profile {
  nickname: string;
  mobile: string;
  email: string;
  level: number;
  balance: number;
  /** Withdrawable cash (balance_money), in cents. */
  cash: number;
  point: number;
  growth: number;
  sex: number;
  status: number;
}

const PROFILES: Record<(typeof DEMO_ACCOUNTS)[number]['username'], Profile> = {
  demo: {
    nickname: 'Demo Shopper',
    mobile: '13800000001',
    email: 'demo@example.com',
    level: 2,
    balance: 50000,
    cash: 0,
    point: 1200,
    growth: 1500,
    sex: 0,
    status: 1,
  },
  alice: {
    nickname: 'Alice Chen',
    mobile: '13800000002',
    email: 'alice@example.com',
    level: 3,
    balance: 128800,
    cash: 20000,
    point: 5600,
    growth: 8200,
    sex: 2,
    status: 1,
  },
  bob: {
    nickname: 'Bob Li',
    mobile: '13800000003',
    email: 'bob@example.com',
    level: 1,
    balance: 0,
    cash: 0,
    point: 80,
    growth: 120,
    sex: 1,
    status: 1,
  },
  locked: {
    nickname: 'Locked User',
    mobile: '13800000004',
    email: 'locked@example.com',
    level: 1,
    balance: 0,
    cash: 0,
    point: 0,
    growth: 0,
    sex: 0,
    status: 0,
  },
};

/** Hashing takes ~50 ms per account, so it runs before the transaction opens. */
export async function memberRows(levelNames: Map<number, string>): Promise<MemberRow[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (a, i): Promise<MemberRow> => {
      const p = PROFILES[a.username];
      return {
        memberId: i + 1,
        username: a.username,
        nickname: p.nickname,
        mobile: p.mobile,
        email: p.email,
        password: await hashPassword(a.password),
        status: p.status,
        headimg: avatarPicture(a.username),
        memberLevel: p.level,
        memberLevelName: levelNames.get(p.level) ?? '',
        sex: p.sex,
        point: p.point,
        balance: p.balance,
        balanceMoney: p.cash,
        growth: p.growth,
        regTime: BASE_TIME - (300 - i * 40) * DAY,
        loginTime: BASE_TIME - (i + 1) * DAY,
        lastLoginIp: '127.0.0.1',
      };
    }),
  );
}

/**
 * The opening ledger rows of the amounts above (one per non-zero account), so that every member column is the
 * sum of its ledger entries from the first start (the reconciliation, `npm run reconcile`, holds).
 */
export function openingLedgerRows(members: MemberRow[]): (typeof memberAccount.$inferInsert)[] {
  return members.flatMap((m) =>
    (
      [
        ['balance', m.balance],
        ['balance_money', m.balanceMoney],
        ['point', m.point],
        ['growth', m.growth],
      ] as const
    )
      .filter(([, amount]) => (amount ?? 0) !== 0)
      .map(([accountType, amount]) => ({
        memberId: m.memberId!,
        accountType,
        accountData: amount!,
        fromType: 'adjust',
        // The wallet's ledger note "opening balance" (ledger-notes.ts), read in the reader's language.
        remark: '#openingBalance',
        createTime: m.regTime ?? 0,
      })),
  );
}
