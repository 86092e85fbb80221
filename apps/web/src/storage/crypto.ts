/**
 * Encryption of the locally stored session data, keyed by the site's secret salt
 * (platform-shell §3.1, §9). The spec asks for AES-ECB; we use AES-GCM with a key
 * derived from the salt by PBKDF2 instead.
 *
 * This is OBFUSCATION, not protection: the salt ships in the page (GET /site/config),
 * so anyone who can read the browser's storage can also derive the key. It keeps
 * casual readers and other sites' data apart; it never guards a secret, which is
 * why the password is never stored (docs/architecture.md, "Where we depart from the specification").
 *
 * WebCrypto exists only in secure contexts (https, localhost, *.localhost). On a
 * plain-http deployment we fall back to a salt-keyed XOR stream, which is just as
 * (in)secure for this purpose. The prefix of each stored text says which was used.
 */

const GCM_PREFIX = 'g1.';
const XOR_PREFIX = 'x1.';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A 32-bit FNV-1a hash seeding the fallback key stream. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The fallback: XOR with a xorshift stream seeded by the salt (symmetric). */
function xorStream(bytes: Uint8Array, salt: string): Uint8Array {
  let state = fnv1a(salt) || 0x9e3779b9;
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[i] = bytes[i]! ^ (state & 0xff);
  }
  return out;
}

export interface Cipher {
  encrypt(plain: string): Promise<string>;
  /** The plain text, or undefined when the text is not ours (other salt, damaged, old format). */
  decrypt(stored: string): Promise<string | undefined>;
}

async function gcmKey(subtle: SubtleCrypto, salt: string): Promise<CryptoKey> {
  const material = await subtle.importKey('raw', encoder.encode(salt), 'PBKDF2', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'PBKDF2', salt: encoder.encode('backoffice-session-v1'), iterations: 10_000, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** A cipher for one site's salt (WebCrypto AES-GCM when available, else the XOR fallback). */
export async function createCipher(
  salt: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<Cipher> {
  if (!subtle) {
    return {
      encrypt: (plain) => Promise.resolve(XOR_PREFIX + toBase64(xorStream(encoder.encode(plain), salt))),
      decrypt: (stored) => {
        if (!stored.startsWith(XOR_PREFIX)) return Promise.resolve(undefined);
        try {
          return Promise.resolve(decoder.decode(xorStream(fromBase64(stored.slice(3)), salt)));
        } catch {
          return Promise.resolve(undefined);
        }
      },
    };
  }
  const key = await gcmKey(subtle, salt);
  return {
    async encrypt(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(
        await subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(plain)),
      );
      const joined = new Uint8Array(iv.length + sealed.length);
      joined.set(iv);
      joined.set(sealed, iv.length);
      return GCM_PREFIX + toBase64(joined);
    },
    async decrypt(stored) {
      if (!stored.startsWith(GCM_PREFIX)) return undefined;
      try {
        const joined = fromBase64(stored.slice(3));
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: joined.slice(0, 12) },
          key,
          joined.slice(12),
        );
        return decoder.decode(plain);
      } catch {
        return undefined;
      }
    },
  };
}
