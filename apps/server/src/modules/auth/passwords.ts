import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (Algorithm.Argon2id = 2; the const enum cannot be imported under verbatimModuleSyntax) with
 * 19 MiB of memory, two passes and one lane (the library's defaults, OWASP's minimum for argon2id).
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
/**
 * Under NODE_ENV=test only (Vitest sets it; the browser tests' server runs as test-e2e and keeps the real
 * cost): one pass over 1 MiB. The API tests sign in and hash thousands of times, each ~40 ms of a core at
 * the real cost. A hash carries its own parameters, so checking one made either way works everywhere.
 */
const TEST_HASH_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** The parameters new hashes are made with under this NODE_ENV (undefined: not set). */
export function passwordHashOptions(nodeEnv: string | undefined) {
  return nodeEnv === 'test' ? TEST_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

const options = passwordHashOptions(process.env.NODE_ENV);

export function hashSecret(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the user does not exist, so timing reveals nothing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashSecret('dummy-password-for-timing');
  await verifySecret(await dummyHash, plain);
  return false;
}
