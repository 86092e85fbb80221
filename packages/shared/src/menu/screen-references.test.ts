import { describe, expect, it } from 'vitest';
import { city, company, declaration, manifest, taskOrder, transportOrder, user } from '../registry.ts';
import { readsAsReference, referenceReaders, screenReferences } from './screen-references.ts';

describe('the references a page grants', () => {
  it('are the reference fields its screens draw: search form, dialog, view', () => {
    const fields = screenReferences(transportOrder).map((r) => `${r.field}→${r.target.name}`);
    expect(fields).toContain('pickup_city_id→cities');
    expect(fields).toContain('delivery_city_id→cities');
    // shown in the view only, read-only: the view still draws it with its name
    expect(screenReferences(manifest).map((r) => r.field)).toContain('cd_company_id');
  });

  it('let the holder of a page read what it references, and nothing else', () => {
    expect(referenceReaders(city.name)).toContain(transportOrder.permissions.list);
    expect(referenceReaders(company.name)).toContain(manifest.permissions.list);
    const clerk = new Set([manifest.permissions.list, declaration.permissions.list]);
    expect(readsAsReference(clerk, company.name)).toBe(true);
    expect(readsAsReference(clerk, city.name)).toBe(false);
    expect(readsAsReference(clerk, user.name)).toBe(false);
    expect(readsAsReference(new Set([taskOrder.permissions.list]), user.name)).toBe(true);
    expect(readsAsReference(new Set(), company.name)).toBe(false);
  });
});
