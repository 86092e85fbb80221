import { hash, verify } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id = 2; the const enum cannot be imported under verbatimModuleSyntax). */
const options = { algorithm: 2 } as const;

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
