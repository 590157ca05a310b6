import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id (DESIGN §2). */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account, or a member registered by code
 * who never set one) a dummy hash is checked instead, so the answer takes as long either way and the
 * timing does not tell which accounts exist.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  if (stored) return verify(stored, password).catch(() => false);
  dummyHash ??= hash('not-a-real-password', ARGON2_OPTIONS);
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
