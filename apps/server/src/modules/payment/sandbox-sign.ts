import crypto from 'node:crypto';

/** The fields of a sandbox notification; every one is signed. */
export interface SandboxNotification {
  out_trade_no: string;
  trade_no: string;
  /** Two-decimal money string, as the gateway charged it. */
  amount: string;
  result: 'approved' | 'declined';
  timestamp: string;
  nonce: string;
}

/** A notification older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const NOTIFY_MAX_AGE_SECONDS = 15 * 60;

/** key=value pairs sorted by key and joined with '&', the usual gateway canonical form. */
export function canonicalString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function signFields(fields: SandboxNotification, secret: string): string {
  const plain: Record<string, string> = { ...fields };
  return crypto.createHmac('sha256', secret).update(canonicalString(plain)).digest('hex');
}

/** Constant-time comparison of the expected and given signatures. */
export function verifySignature(fields: SandboxNotification, sign: string, secret: string): boolean {
  const expected = Buffer.from(signFields(fields, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function signedNotification(
  base: Omit<SandboxNotification, 'timestamp' | 'nonce'>,
  secret: string,
  now: number,
): SandboxNotification & { sign: string } {
  const fields: SandboxNotification = {
    ...base,
    timestamp: String(now),
    nonce: crypto.randomBytes(12).toString('hex'),
  };
  return { ...fields, sign: signFields(fields, secret) };
}

/** The fields of a refund request the mall sends the sandbox gateway; every one is signed. */
export interface SandboxRefundRequest {
  out_trade_no: string;
  trade_no: string;
  refund_no: string;
  /** Two-decimal money string. */
  amount: string;
  timestamp: string;
  nonce: string;
}

const hmac = (fields: Record<string, string>, secret: string) =>
  crypto.createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');

export function signedRefundRequest(
  base: Omit<SandboxRefundRequest, 'timestamp' | 'nonce'>,
  secret: string,
  now: number,
): SandboxRefundRequest & { sign: string } {
  const fields: SandboxRefundRequest = {
    ...base,
    timestamp: String(now),
    nonce: crypto.randomBytes(12).toString('hex'),
  };
  return { ...fields, sign: hmac({ ...fields }, secret) };
}

/** Constant-time check of a refund request's signature. */
export function verifyRefundSignature(fields: SandboxRefundRequest, sign: string, secret: string): boolean {
  const expected = Buffer.from(hmac({ ...fields }, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
