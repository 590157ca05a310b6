import crypto from 'node:crypto';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** A limit: at most `max` tries (or sends) per subject in a window of `windowSeconds` from the first one. */
export interface ThrottleRule {
  /** Names the counter; up to 20 characters. */
  scope: string;
  max: number;
  windowSeconds: number;
  /** What a refusal says; LOGIN_THROTTLED (minutes to wait) unless the rule says otherwise. */
  refusal?: MessageKey;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Where limits are counted: the database (default) or Redis (REDIS_URL). Every take is one atomic step, so a
 * burst of parallel requests on any number of processes never gets more than `max` tries.
 */
export interface LimitStore {
  readonly kind: 'database' | 'redis';
  /** Takes one try for the subject, or answers how long until the window ends when all are taken. */
  take(rule: ThrottleRule, subject: string): Promise<TakeResult>;
  /** Returns one taken try (the try turned out not to count: a right password, a failed delivery). */
  giveBack(rule: ThrottleRule, subject: string): Promise<void>;
  /** Forgets the subject's tries under the rule (a success resets the count). */
  forget(rule: ThrottleRule, subject: string): Promise<void>;
  /** Forgets every count (tests, and an operator clearing limits by hand). */
  forgetAll(): Promise<void>;
  close(): Promise<void>;
}

/** Long subjects (e-mail addresses, odd account names) are kept as a hash so every key has a bounded size. */
export const subjectKey = (subject: string) =>
  subject.length <= 120 ? subject : `sha256:${crypto.createHash('sha256').update(subject).digest('hex')}`;

/**
 * A refusal by a limit. It carries the seconds to wait: the answer gets a Retry-After header
 * (registerRetryAfter) and `data.seconds`, which the storefront's countdowns read.
 */
export class LimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(messageKey: MessageKey, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('RATE_LIMITED', messageKey, {
      params: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
      data: { seconds },
    });
    this.retryAfterSeconds = seconds;
  }
}
