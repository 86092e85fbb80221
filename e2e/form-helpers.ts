import { expect, type Locator, type Page } from '@playwright/test';
import { button } from './helpers.ts';

/** A form label, with antd's required mark or without. */
export const labelled = (name: string) => new RegExp(`^(\\* )?${name}$`);

/** Answers 确定 to the confirmation asked, again if a click made while it opened did not take. */
export async function confirmAsk(page: Page) {
  const ask = page.locator('.ant-modal-confirm');
  await expect(ask).toBeVisible();
  await expect(async () => {
    if (await ask.count()) await button(ask, '确定').click({ timeout: 2000 });
    await expect(ask).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Types into a select (a reference to another list; a plain one is only opened) and picks the option with this text. */
export async function chooseOption(
  scope: Locator,
  label: string,
  typed: string,
  text: string | RegExp = typed,
) {
  const input = scope.getByRole('combobox', { name: labelled(label) });
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const list = scope
    .page()
    .locator(`.ant-select-dropdown:has([id="${await input.getAttribute('aria-controls')}"])`);
  await expect(async () => {
    if (!(await list.isVisible())) await input.click({ force: true });
    // a select without search takes no typing: its option is clicked from the open list
    if ((await input.getAttribute('readonly')) === null) await input.fill(typed);
    await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 5000 });
    await expect(input).toHaveAttribute('aria-expanded', 'false', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
