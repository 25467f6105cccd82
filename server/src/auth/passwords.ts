import argon2 from 'argon2';

/** argon2id cost; the defaults follow OWASP's minimum (19 MiB, 2 passes). Tests pass cheaper ones. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2 };

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but a bound keeps one request from costing seconds. */
export const MAX_PASSWORD_LENGTH = 200;

export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
