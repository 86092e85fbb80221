import { describe, expect, it } from 'vitest';
import { declaration } from '../entities/declaration.entity.ts';
import { defineEntity, deletableNow } from './define-entity.ts';
import { f, options } from './fields.ts';

const label = { zh: '单', en: 'Doc', es: 'Doc', ja: '書' };
const STATES = options({ '0': label, '1': label });

describe('deletable: the states a record may be deleted in', () => {
  it('a declaration only while a draft', () => {
    expect(deletableNow(declaration, { cd_status: '0' })).toBe(true);
    for (const s of ['20', '30', '40', '50', '80', '90', '', undefined])
      expect(deletableNow(declaration, { cd_status: s })).toBe(false);
  });

  it('an entity that says nothing: always', () => {
    expect(deletableNow({}, { status: 'anything' })).toBe(true);
  });

  it('refuses a state that is not an option of the field', () => {
    const doc = (states: string[]) =>
      defineEntity({
        name: 'docs',
        table: 'docs',
        label,
        perm: 'doc',
        display: 'status',
        fields: { status: f.enum(label, STATES) },
        deletable: { state: 'status', states },
      });
    expect(() => doc(['0'])).not.toThrow();
    expect(() => doc(['9'])).toThrow(/deletable state "9"/);
  });
});
