import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '@app/shared';
import { buildReference } from './reference.ts';

describe('the reference of screens', () => {
  it('has every menu group, in the language asked', () => {
    expect(buildReference('es').map((g) => g.title)).toEqual(MENU_GROUPS.map((g) => g.title.es));
  });

  it('lists a page with its buttons and the fields of its record, the required ones marked', () => {
    const customs = buildReference('en').find((g) => g.code === 'customs')!;
    const declarations = customs.pages.find((p) => p.path === '/declaration/index')!;
    expect(declarations).toMatchObject({ title: 'Customs declaration', hidden: false });
    expect(declarations.buttons).toEqual(expect.arrayContaining(['Search', 'Send', 'Print']));
    const channels = customs.pages.find((p) => p.path === '/channel/index')!;
    expect(channels.fields).toContainEqual({ label: 'Transport', required: true });
  });

  it('marks the pages opened from a list, not from the menu', () => {
    const bonded = buildReference('zh').find((g) => g.code === 'bonded')!;
    expect(bonded.pages.find((p) => p.path === '/invt/edit')).toMatchObject({
      title: '核注清单编辑',
      hidden: true,
    });
  });
});
