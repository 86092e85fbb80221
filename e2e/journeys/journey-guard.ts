import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The journeys' guard: a journey fails on any console error or uncaught exception of its pages, any
 * 4xx/5xx answer the user did not cause (a journey declares the answers it provokes on purpose with
 * `journey.allow`), and so on any step its user's role does not grant (the server's 403). A missing menu
 * entry or button fails the step that looks for it. Calls of the test's own `request` (set-up another
 * role would have done) are not the user's and are not watched.
 */

interface Allowed {
  status: number;
  url: RegExp;
}

export interface Journey {
  /** An answer the journey provokes on purpose (e.g. a refusal it checks). */
  allow(status: number, url: RegExp): void;
  /** Watches another page or browser context (a second person, a popup's context). */
  watch(target: Page | BrowserContext): void;
  /** Hands over what was seen so far and forgets it (the guard's own test checks what it catches). */
  take(): string[];
  /** The journey's last screen, for the help pages and the README (docs/screenshots/journey-<role>.png). */
  finish(page: Page, role: string): Promise<void>;
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

export const test = base.extend<{ journey: Journey }>({
  // the README's screenshots are 1280×800, small PNGs
  viewport: { width: 1280, height: 800 },
  journey: [
    async ({ context }, use) => {
      const problems: string[] = [];
      // the sign-in's "already signed in elsewhere" answer, which the person answers (强制下线并登录):
      // another test of the run signed the same demo user in before
      const allowed: Allowed[] = [{ status: 409, url: /\/oauth\/token$/ }];
      const isAllowed = (status: number, url: string) =>
        allowed.some((a) => a.status === status && a.url.test(url));
      const watchPage = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // a failed answer is also logged by the browser: the answer itself is judged below
          if (/^Failed to load resource: the server responded with a status of \d+/.test(message.text()))
            return;
          problems.push(`console error on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
        page.on('response', (response) => {
          const status = response.status();
          if (status < 400 || isAllowed(status, response.url())) return;
          const request = response.request();
          problems.push(`${status} ${request.method()} ${response.url()} (on ${page.url()})`);
        });
      };
      const watched = new WeakSet<BrowserContext>();
      const watchContext = (ctx: BrowserContext) => {
        if (watched.has(ctx)) return;
        watched.add(ctx);
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
      };
      watchContext(context);
      await use({
        allow: (status, url) => allowed.push({ status, url }),
        take: () => problems.splice(0),
        watch: (target) => ('pages' in target ? watchContext(target) : watchPage(target)),
        finish: async (page, role) => {
          await page.screenshot({ path: path.join(SCREENSHOTS, `journey-${role}.png`) });
        },
      });
      expect(problems, 'console errors and answers the user did not cause').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
