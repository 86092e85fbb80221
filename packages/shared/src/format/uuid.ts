/**
 * A random 36-character UUID (version 4), e.g. '0b6f3c1e-5d2a-4f7b-9c1d-2e3f4a5b6c7d'.
 * Uses Web Crypto (browsers and Node 20); `randomUUID` only exists in secure
 * contexts, so plain-http pages fall back to `getRandomValues`.
 */
export function uuid(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
