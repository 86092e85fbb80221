import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait for a condition; their default of 1 s ran out on a machine whose two cores ran
// other test runs too (a receipt upload's answer shown after 1.2 s). A limit, not a target: a condition
// that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// antd reads window.matchMedia, which jsdom lacks
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// the files of a worker share one page: nothing one test stored (a token, a language, a remembered
// choice) is there for the next
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
