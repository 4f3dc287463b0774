import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a
 * `const enum` (not importable as a value under isolatedModules): 2 is `Algorithm.Argon2id`.
 */
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
