import path from 'node:path';
import { account } from '@mall/contracts';
import { z } from 'zod';
import { productionProblems } from './production.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const LANGS = ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'] as const;

/** Plugins the storefront asks about through /api/addon/addonisexit; all on unless ADDONS_DISABLED names them. */
export const ADDON_NAMES = [
  'fenxiao',
  'pintuan',
  'membersignin',
  'memberrecharge',
  'memberwithdraw',
  'gift',
  'pointexchange',
  'city',
  'manjian',
  'memberconsume',
  'memberregister',
  'coupon',
  'bundling',
  'discount',
  'seckill',
  'topic',
  'store',
  'groupbuy',
  'bargain',
  'live',
  'wholesale',
  'servicer',
  'platformcoupon',
  'membercancel',
  'notes',
  'cards',
  'egg',
  'turntable',
] as const;

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  UPLOAD_DIR: z.string().optional(),
  STOREFRONT_DIST: z.string().optional(),
  CONSOLE_DIST: z.string().optional(),
  DEFAULT_LANG: z.enum(LANGS).default('en-us'),
  /** Unset: 'warn' in development (no request lines in a newcomer's terminal), 'info' otherwise. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Unset: readable lines in development, JSON lines otherwise (production, tests, log collectors). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SEED: z.enum(['demo', 'large', 'none']).default('demo'),
  ADDONS_DISABLED: csv,
  /** The mall's public base URL; absolute links (cashier, return, QR codes, chat socket) are built from it. */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .optional(),
  /** Which proxies may speak for the client through X-Forwarded-*: a hop count or a comma list of addresses. */
  TRUST_PROXY: z.string().default(''),
  /** Rate limits across processes in Redis (e.g. redis://127.0.0.1:6379); the database counts them otherwise. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  REDIS_PREFIX: z.string().max(60).default('mall:'),
  /** `on` keeps the sandbox gateway, the demo outbox and captcha answers in production mode (loudly logged). */
  DEMO_DOORS: z.enum(['on', 'off', '']).default(''),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Real e-mail delivery of verification codes, e.g. smtp://user:pass@mail.example.com:587 (accounts). */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Nova Mall <no-reply@novamall.example.com>'),
  /** Verification codes one mobile or e-mail, and one network, may be sent in an hour (accounts). */
  CODE_SENDS_PER_TARGET_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  CODE_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Seconds before one mobile or e-mail may be sent another code: the spec's 60 unless set. The browser journeys'
   * server sets a few seconds, so a journey that registers a member by the API and then asks for its payment
   * password code does not sit out a minute; the countdown's own tests run with the default.
   */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(account.CODE_RESEND_SECONDS),
  /** PostgreSQL connections per process, and how long the database may keep a call waiting (db/postgres-pool.ts). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(3_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** How often each process looks for due jobs (timers, retries, housekeeping). */
  JOBS_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** The chat socket's address when it is not this mall's own /ws (a separate host or path behind a proxy). */
  CHAT_SOCKET_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((u) => /^wss?:\/\//.test(u), 'must start with ws:// or wss://')
      .optional(),
  ),
  /** With REDIS_URL: a dead process's chat sockets read offline within this (platform/ws/bus.ts). */
  CHAT_PRESENCE_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** `on` (never in production) opens the checkout benchmark's database-ceiling call (platform/bench-ceiling.ts). */
  BENCH_DB_CEILING: z.enum(['on', 'off', '']).default(''),
});

export type Config = ReturnType<typeof fromEnv>;

/** Reads the environment once; every other module receives the parsed result. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const config = fromEnv(parsed.data);
  const problems = productionProblems(config, env);
  if (problems.length) throw new Error(`Invalid configuration for production:\n  ${problems.join('\n  ')}`);
  return config;
}

const publicUrlOf = (e: z.infer<typeof envSchema>) =>
  (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

/** The mall's own socket, /ws on the public host (ws:// or wss:// as the page is http or https). */
function ownSocketUrl(publicUrl: string) {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}/ws`;
}

function fromEnv(e: z.infer<typeof envSchema>) {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'upload')),
    storefrontDist: path.resolve(e.STOREFRONT_DIST ?? path.join(repoRoot, 'apps/storefront/dist')),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? path.join(repoRoot, 'apps/console/dist')),
    defaultLang: e.DEFAULT_LANG,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    seed: e.SEED,
    addons: Object.fromEntries(ADDON_NAMES.map((n) => [n, e.ADDONS_DISABLED.includes(n) ? 0 : 1])) as Record<
      (typeof ADDON_NAMES)[number],
      0 | 1
    >,
    publicUrl: publicUrlOf(e),
    chatSocketUrl: e.CHAT_SOCKET_URL ?? ownSocketUrl(publicUrlOf(e)),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    chatPresenceTtlMs: e.CHAT_PRESENCE_TTL_MS,
    /** The sandbox gateway, /api/demo/* and the outbox page: always outside production, on request inside. */
    demoDoors: e.NODE_ENV !== 'production' || e.DEMO_DOORS === 'on',
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    codeSendsPerTargetHour: e.CODE_SENDS_PER_TARGET_HOUR,
    codeSendsPerIpHour: e.CODE_SENDS_PER_IP_HOUR,
    codeResendSeconds: e.CODE_RESEND_SECONDS,
    pool: {
      max: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    jobsTickMs: e.JOBS_TICK_MS,
    benchDbCeiling: e.BENCH_DB_CEILING === 'on' && e.NODE_ENV !== 'production',
  };
}
