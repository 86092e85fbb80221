/**
 * Plain cookie helpers: path /, SameSite=Strict (never sent by another site's page), Secure when the
 * page is served over HTTPS. The token cookie is read by the app itself, so it cannot be HttpOnly.
 */

const attributes = () =>
  `path=/; SameSite=Strict${typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''}`;

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** Sets a cookie; `expires` as a date, or a number of days. Without it, a session cookie. */
export function setCookie(name: string, value: string, expires?: Date | number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes()}`;
  if (expires !== undefined) {
    const date = typeof expires === 'number' ? new Date(Date.now() + expires * 86_400_000) : expires;
    cookie += `; expires=${date.toUTCString()}`;
  }
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; ${attributes()}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
