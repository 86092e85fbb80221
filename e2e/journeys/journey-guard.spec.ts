import { signIn } from '../helpers.ts';
import { expect, test } from './journey-guard.ts';

/** The guard itself: what it holds against a journey's page, and what a journey may declare on purpose. */

test('the guard records a refused step, a console error and an uncaught error; a declared answer passes', async ({
  page,
  context,
  journey,
}) => {
  test.setTimeout(240_000);
  await signIn(page, { username: 'clerk' });
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  // the users list is the administrators': the clerk's role does not grant it
  const listUsers = () =>
    page.evaluate(
      async (t) => (await fetch('/api/users?page=1&size=1', { headers: { 'Access-Token': t } })).status,
      token,
    );
  expect(await listUsers()).toBe(403);
  await expect.poll(() => journey.take()).toEqual([expect.stringMatching(/^403 GET \S+\/api\/users\?/)]);

  await page.evaluate(() => console.error('a broken screen'));
  await expect
    .poll(() => journey.take())
    .toEqual([expect.stringMatching(/^console error .*a broken screen$/)]);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a broken handler');
    });
  });
  // (the app's own error log may report it as well: the uncaught error is among what is recorded)
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...journey.take());
      return seen;
    })
    .toContainEqual(expect.stringMatching(/^uncaught .*a broken handler$/));

  // an answer the journey provokes on purpose and declares is not held against it: after it, only the
  // next problem is recorded (the page's events arrive in order)
  journey.allow(403, /\/api\/users\?/);
  expect(await listUsers()).toBe(403);
  await page.evaluate(() => console.error('after the declared answer'));
  const after: string[] = [];
  await expect
    .poll(() => {
      after.push(...journey.take());
      return after;
    })
    .toContainEqual(expect.stringMatching(/^console error .*after the declared answer$/));
  expect(after.filter((p) => p.includes('/api/users'))).toEqual([]);
});
