import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey, financeMasterKey } from '../cashier/finance-secret.ts';

/** What a public payment link pays: a statement, one charge line, or an appointment's open lines. */
export type PayKind = 'statement' | 'bill' | 'appointment';
export interface PayTarget {
  kind: PayKind;
  id: number;
}

/** How long a link from a lookup stays valid. */
export const PAY_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const KINDS: readonly PayKind[] = ['statement', 'bill', 'appointment'];

export function payTokenKey(dataDir: string): Buffer {
  return derivedKey(financeMasterKey(dataDir), 'pay-tokens');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<base64url {kind, id, exp}>.<HMAC-SHA256>`: the public pages carry it instead of a session. */
export function signPayToken(key: Buffer, target: PayTarget, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + PAY_TOKEN_TTL_SECONDS;
  const body = Buffer.from(JSON.stringify({ kind: target.kind, id: target.id, exp })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The token's target, or undefined when it is malformed, forged or expired. */
export function readPayToken(key: Buffer, token: string, now = Date.now()): PayTarget | undefined {
  const [body, signature] = token.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { kind, id, exp } = data;
    if (!KINDS.includes(kind as PayKind) || !Number.isSafeInteger(id) || typeof exp !== 'number')
      return undefined;
    if (exp * 1000 < now) return undefined;
    return { kind: kind as PayKind, id: id as number };
  } catch {
    return undefined;
  }
}
