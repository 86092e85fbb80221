/** Plain cookie helpers (path /, SameSite=Lax). */

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
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (expires !== undefined) {
    const date = typeof expires === 'number' ? new Date(Date.now() + expires * 86_400_000) : expires;
    cookie += `; expires=${date.toUTCString()}`;
  }
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
