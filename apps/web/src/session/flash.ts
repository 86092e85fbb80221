/** A one-time notice carried across a page load (e.g. "password changed, sign in again" on the login page). */
const FLASH_KEY = 'bo.flash';

export function setFlash(text: string): void {
  sessionStorage.setItem(FLASH_KEY, text);
}

export function takeFlash(): string | null {
  const text = sessionStorage.getItem(FLASH_KEY);
  if (text !== null) sessionStorage.removeItem(FLASH_KEY);
  return text;
}
