import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  dragSlider,
  passSessionConfirm,
  passwordInput,
  sidebar,
  signIn,
  signInButton,
  siteUrl,
  usernameInput,
} from './helpers.ts';

test('the root address of oms lands on the login page with the site’s own name', async ({ page }) => {
  await page.goto(siteUrl('oms', '/'));
  await expect(page).toHaveURL(/\/index\/login$/);
  await expect(page.getByRole('heading', { name: '智慧物流平台' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 智慧物流平台');
  await expect(usernameInput(page)).toBeVisible();
  await expect(signInButton(page)).toBeEnabled();
  // the client type and secret come from the site's configuration
  await page.getByRole('button', { name: '客户端设置' }).click();
  await expect(page.getByLabel('客户端类型')).toHaveValue('web');
  await expect(page.getByLabel('客户端密钥')).toHaveValue('web-secret');
});

test('a wrong password shows the message and unlocks the form', async ({ page }) => {
  await page.goto(siteUrl('oms'));
  await usernameInput(page).fill('admin');
  await passwordInput(page).fill('wrong-password');
  await expect(page.getByRole('meter', { name: '密码强度' })).toBeVisible();
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(usernameInput(page)).toBeEnabled();
  await expect(passwordInput(page)).toBeEnabled();
  await expect(signInButton(page)).toBeEnabled();
  expect((await page.context().cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);
  // empty fields are refused before any token call
  await passwordInput(page).fill('');
  await expect(page.getByRole('meter', { name: '密码强度' })).toHaveCount(0);
  await signInButton(page).click();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('admin signs in on oms and sees the oms name; the session is stored encrypted', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(sidebar(page).getByText('智慧物流平台')).toBeVisible();
  await expect(page.getByRole('heading', { name: '欢迎，系统管理员' })).toBeVisible();
  await expect(page).toHaveTitle('首页 - 智慧物流平台');
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  expect(token?.value).toBeTruthy();
  expect(token!.expires).toBeGreaterThan(Date.now() / 1000 + 3600);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('bo.oms.'))
      .map((k) => localStorage.getItem(k) ?? ''),
  );
  expect(stored.length).toBeGreaterThan(5);
  for (const value of stored) {
    expect(value).toMatch(/^(g1|x1)\./);
    expect(value).not.toContain('系统管理员');
    expect(value).not.toContain('Demo@2026!');
  }
  // the internal client sees the data-board button
  await expect(page.getByRole('button', { name: '数据看板' })).toBeVisible();
  // a signed-in user who opens the login page goes to /
  await page.goto(siteUrl('oms'));
  await expect(page).toHaveURL(/\/index\/dashboard$/);
});

test('partner01 signs in on yy with the 5–18 rule and the drag slider, and sees the yy name', async ({
  page,
}) => {
  await page.goto(siteUrl('yy', '/'));
  await expect(page.getByRole('heading', { name: '出入库预约系统' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 出入库预约系统');
  await usernameInput(page).fill('abc');
  await passwordInput(page).fill('Demo@2026!');
  await signInButton(page).click();
  await expect(page.getByText('长度应为5到18个字符')).toBeVisible();
  await usernameInput(page).fill('partner01');
  await expect(page.getByText('拖动滑块到最右边')).toBeVisible();
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toContainText('请先完成滑块验证');
  await dragSlider(page, 0.4);
  await expect(page.getByText('验证未通过')).toBeVisible();
  await expect(page.getByText('拖动滑块到最右边')).toBeVisible();
  await dragSlider(page, 1);
  await expect(page.getByText('验证通过')).toBeVisible();
  await signInButton(page).click();
  await passSessionConfirm(page);
  await expect(page).toHaveURL(/\/index\/yy\/welcome$/);
  await expect(sidebar(page).getByText('出入库预约系统')).toBeVisible();
  await expect(page.locator('.app-main').getByRole('heading', { name: '出入库预约系统' })).toBeVisible();
  await expect(page).toHaveTitle('预约首页 - 出入库预约系统');
  await expect(sidebar(page).getByRole('menuitem', { name: '我的预约' })).toBeVisible();
  // customer client: no data-board button, menus only from the customer's resources (the appointment
  // group first on the appointment site, then the manifests and bonded records a partner reads)
  await expect(page.getByRole('button', { name: '数据看板' })).toHaveCount(0);
  await expect(page.locator('.group-menu').getByRole('menuitem')).toHaveText(['预约', '报关', '保税']);
  await expect(page.locator('.group-menu').getByRole('menuitem').first()).toHaveAccessibleName('入仓预约');
});

test('a second sign-in elsewhere asks first, and confirming signs the other session out', async ({
  browser,
}) => {
  test.slow(); // two browsers, two sign-ins and a reload
  const first = await browser.newPage();
  await signIn(first);
  const second = await browser.newPage();
  await second.goto(siteUrl('oms'));
  await usernameInput(second).fill('admin');
  await passwordInput(second).fill('Demo@2026!');
  await signInButton(second).click();
  const dialog = second.getByRole('dialog');
  await expect(dialog).toContainText('该账号已在其他地方登录或上次未正常退出');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(second.getByText('已取消登录')).toBeVisible();
  await expect(signInButton(second)).toBeEnabled();
  await signInButton(second).click();
  await second.getByRole('button', { name: '强制下线并登录' }).click();
  await expect(second).toHaveURL(/\/index\/dashboard$/);
  // the first session is gone: its next call answers 401 and the page goes to the login page
  await first.reload();
  await expect(first).toHaveURL(/\/index\/login/);
  await first.close();
  await second.close();
});

test('the partner login page signs a partner in under the partner site, which later pages keep', async ({
  page,
}) => {
  await page.goto(siteUrl('oms', '/index/login/partner'));
  await expect(page.getByRole('heading', { name: '合作伙伴平台' })).toBeVisible();
  await expect(page).toHaveTitle('合作伙伴登录 - 合作伙伴平台');
  await usernameInput(page).fill('partner01');
  await passwordInput(page).fill('Demo@2026!');
  await signInButton(page).click();
  await passSessionConfirm(page);
  await expect(page).toHaveURL(/\/index\/yy\/welcome$/);
  await expect(sidebar(page).getByText('合作伙伴平台')).toBeVisible();
  await page.reload();
  await expect(page).toHaveTitle('预约首页 - 合作伙伴平台');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index\/login\/partner$/);
});

/**
 * Where the gap of the challenge's picture is, in percent of its width, found as a person finds it: by
 * looking at the picture (the darkest 36 columns of its middle rows). The page holds nothing else.
 */
async function gapInPicture(page: Page): Promise<number> {
  return page
    .getByTestId('slider-picture')
    .locator('img')
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data, width } = context.getImageData(0, 0, canvas.width, canvas.height);
      const column = new Array<number>(width).fill(0);
      for (let y = 14; y < 34; y++)
        for (let x = 0; x < width; x++)
          column[x]! += data[(y * width + x) * 4]! + data[(y * width + x) * 4 + 1]!;
      let best = 0;
      let bestSum = Infinity;
      for (let x = 0; x + 36 <= width; x++) {
        const sum = column.slice(x, x + 36).reduce((a, b) => a + b, 0);
        if (sum < bestSum) [best, bestSum] = [x, sum];
      }
      return ((best + 18) / width) * 100;
    });
}

/** The next animation frames of the page: a hand moves the mouse about once a frame. */
const frames = (page: Page, n: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
        step(count);
      }),
    n,
  );

/**
 * Drags the challenge's handle until its square covers the picture's gap and lets go: as a hand does
 * (speeding up, slowing down, a moment's rest before letting go), or as a script does (one straight
 * line at one speed, at once).
 */
async function dragToGap(page: Page, how: 'hand' | 'script') {
  const handle = page.getByRole('slider');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  const gap = await gapInPicture(page);
  const picture = (await page.getByTestId('slider-picture').locator('img').boundingBox())!;
  const h = (await handle.boundingBox())!;
  const [startX, y] = [h.x + h.width / 2, h.y + h.height / 2];
  const endX = picture.x + (picture.width * gap) / 100;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  if (how === 'script') await page.mouse.move(endX, y, { steps: 15 });
  else {
    for (let i = 1; i <= 16; i++) {
      const u = i / 16;
      await page.mouse.move(startX + (endX - startX) * u * u * (3 - 2 * u), y);
      await frames(page, 3);
    }
    await frames(page, 10);
  }
  await page.mouse.up();
}

test('wrong passwords for a user from many addresses ask the real user for the slider, not a lock-out', async ({
  page,
  request,
}) => {
  // five wrong passwords for "service", each "from" another address (behind the proxy)
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/oauth/token', {
      headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      form: {
        grant_type: 'password',
        client_id: 'web',
        client_secret: 'web-secret',
        username: 'service',
        password: `Wrong${i}@2026`,
      },
    });
    expect(res.status()).toBe(400);
  }
  await page.goto(siteUrl('oms'));
  await usernameInput(page).fill('service');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await expect(page.getByRole('alert')).toContainText('请先完成滑块验证');
  await expect(page.getByText('拖动滑块，让方块盖住图中的缺口后松开')).toBeVisible();
  // a script's drag (one speed, straight to the spot, in a few milliseconds) is refused: asked again
  const first = await page.getByTestId('slider-picture').locator('img').getAttribute('src');
  await dragToGap(page, 'script');
  await expect(page.getByTestId('slider-picture').locator('img')).not.toHaveAttribute('src', first!);
  await expect(page.getByRole('alert')).toContainText('请先完成滑块验证');
  // as a hand drags it: the square over the gap, then let go
  await dragToGap(page, 'hand');
  await passSessionConfirm(page);
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(page.getByRole('heading', { name: /欢迎/ })).toBeVisible();
});

test('a reload while the session is still loading keeps the user signed in', async ({ page }) => {
  await signIn(page);
  // the next page load's user info is held until the reload below asks again, so the reload aborts it in flight
  let held = 0;
  let release = () => {};
  const reloadAsked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sys-user/get-user-info', async (route) => {
    held += 1;
    if (held === 1) await reloadAsked;
    else release();
    await route.continue().catch(() => undefined);
  });
  await page.goto(siteUrl('oms', '/index/dashboard'), { waitUntil: 'commit' });
  await expect.poll(() => held).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: '欢迎，系统管理员' })).toBeVisible();
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  release();
});
