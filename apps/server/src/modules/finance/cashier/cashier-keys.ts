import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cashierSecrets } from '../../../db/schema/index.ts';
import { fieldError } from '../../../plugins/app-error.ts';
import { decryptText, derivedKey, encryptText, financeMasterKey } from './finance-secret.ts';
import './cashier-messages.ts';

/** PEM text, or a bare base64 body (as Alipay's key tool shows it) wrapped in the given armour. */
function pemCandidates(input: string, armours: string[]): string[] {
  const text = input.trim();
  if (text.includes('-----BEGIN')) return [text];
  const body = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/=]+$/.test(body)) return [];
  const lines = body.match(/.{1,64}/g) ?? [];
  return armours.map((a) => `-----BEGIN ${a}-----\n${lines.join('\n')}\n-----END ${a}-----`);
}

function firstKey(candidates: string[], make: (pem: string) => KeyObject): KeyObject | undefined {
  for (const pem of candidates) {
    try {
      const key = make(pem);
      if (key.asymmetricKeyType === 'rsa') return key;
    } catch {
      // the next armour, or none
    }
  }
  return undefined;
}

/** An RSA private key (PKCS#1 or PKCS#8 PEM, or its base64 body) as PKCS#8 PEM; a field error if not. */
export function normalisePrivateKey(input: string): string {
  const key = firstKey(pemCandidates(input, ['PRIVATE KEY', 'RSA PRIVATE KEY']), (pem) =>
    createPrivateKey(pem),
  );
  if (!key) throw fieldError('private_key', 'cashier.private_key');
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** An RSA public key (SPKI or PKCS#1 PEM, or its base64 body) as SPKI PEM; a private key is refused. */
export function normalisePublicKey(input: string): string {
  if (input.includes('PRIVATE KEY')) throw fieldError('provider_public_key', 'cashier.public_key');
  const key = firstKey(pemCandidates(input, ['PUBLIC KEY', 'RSA PUBLIC KEY']), (pem) => createPublicKey(pem));
  if (!key) throw fieldError('provider_public_key', 'cashier.public_key');
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

/** The key that encrypts cashier keys at rest (from FINANCE_SECRET_KEY or the data directory's key file). */
export function cashierSecretKey(dataDir: string): Buffer {
  return derivedKey(financeMasterKey(dataDir), 'cashier-secrets');
}

const context = (cashierId: number, which: string) => `cashier:${cashierId}:${which}`;

/** Stores the given keys encrypted (a key not given keeps its stored value). */
export async function storeCashierKeys(
  tx: DbOrTx,
  secret: Buffer,
  cashierId: number,
  keys: { private_key?: string; provider_public_key?: string },
  actorId: number,
): Promise<void> {
  const values: Partial<typeof cashierSecrets.$inferInsert> = {};
  if (keys.private_key !== undefined)
    values.private_key_enc = encryptText(
      secret,
      normalisePrivateKey(keys.private_key),
      context(cashierId, 'private'),
    );
  if (keys.provider_public_key !== undefined)
    values.provider_public_key_enc = encryptText(
      secret,
      normalisePublicKey(keys.provider_public_key),
      context(cashierId, 'provider-public'),
    );
  await tx
    .insert(cashierSecrets)
    .values({ cashier_id: cashierId, ...values, update_id: actorId })
    .onConflictDoUpdate({
      target: cashierSecrets.cashier_id,
      set: { ...values, update_id: actorId, update_time: new Date() },
    });
}

/** Which keys a cashier has (the keys themselves are never answered). */
export async function cashierKeyFlags(db: DbOrTx, cashierId: number) {
  const [row] = await db.select().from(cashierSecrets).where(eq(cashierSecrets.cashier_id, cashierId));
  return {
    has_private_key: !!row?.private_key_enc,
    has_provider_public_key: !!row?.provider_public_key_enc,
  };
}

/** The decrypted keys, for the provider calls; undefined for a key missing or not readable with this key. */
export async function loadCashierKeys(db: DbOrTx, secret: Buffer, cashierId: number) {
  const [row] = await db.select().from(cashierSecrets).where(eq(cashierSecrets.cashier_id, cashierId));
  return {
    privateKey: row?.private_key_enc
      ? decryptText(secret, row.private_key_enc, context(cashierId, 'private'))
      : undefined,
    providerPublicKey: row?.provider_public_key_enc
      ? decryptText(secret, row.provider_public_key_enc, context(cashierId, 'provider-public'))
      : undefined,
  };
}
