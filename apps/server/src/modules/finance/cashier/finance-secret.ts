import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The file under the data directory that holds the generated key when FINANCE_SECRET_KEY is unset. */
export const SECRET_FILE = 'finance-secret.key';

/** FINANCE_SECRET_KEY: 32 bytes as 64 hex digits or base64; anything else stops the start. */
export function parseSecretKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('FINANCE_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

const generated = new Map<string, Buffer>();

/**
 * The finance master key: FINANCE_SECRET_KEY, else a key generated once and kept in
 * `<DATA_DIR>/finance-secret.key` (mode 600; created exclusively, so two processes starting at once
 * end up with the same key). An in-memory data directory gets a key for the life of the process.
 */
export function financeMasterKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.FINANCE_SECRET_KEY) return parseSecretKey(env.FINANCE_SECRET_KEY);
  const known = generated.get(dataDir);
  if (known) return known;
  let key: Buffer;
  if (dataDir === ':memory:') key = randomBytes(32);
  else {
    const file = path.join(dataDir, SECRET_FILE);
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  }
  generated.set(dataDir, key);
  return key;
}

/** A key for one purpose, derived from the master key (HKDF-SHA256), so no two uses share a key. */
export function derivedKey(master: Buffer, purpose: 'cashier-secrets' | 'pay-tokens'): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `finance:${purpose}`, 32));
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>` in base64url; the cashier id is bound as additional data. */
export function encryptText(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return `v1:${parts.join(':')}`;
}

/** The plain text, or undefined when the value was not made with this key and context. */
export function decryptText(key: Buffer, stored: string, context: string): string | undefined {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
