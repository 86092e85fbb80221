import type { TFunction } from 'i18next';
import { CREATED_BY_FILTER, localize, type EntityDef, type Lang } from '@app/shared';
import type { AddressFilter } from './address-filters.ts';
import { displayValue } from './display.ts';

/** How the filter bar names one filter of the address: `label=value`, a record to read for its name. */
export interface FilterText {
  label: string;
  value: string;
  /** A reference by id: the bar shows the record's name once read (the id until then). */
  ref?: { entity: string; id: number };
}

interface Ctx {
  lang: Lang;
  t: TFunction;
  userId?: number;
}

/** A range as `from ~ to` (an open end left blank). */
const rangeText = (from: string | undefined, to: string | undefined) =>
  [from ?? '', to ?? ''].join(' ~ ').trim();

export function filterText(def: EntityDef, filter: AddressFilter, { lang, t, userId }: Ctx): FilterText {
  const { name, params } = filter;
  const text = params[name] ?? '';
  if (name === CREATED_BY_FILTER && !def.fields[name]) {
    return { label: t('linked.createdBy'), value: Number(text) === userId ? t('linked.me') : text };
  }
  const field = def.fields[name];
  const label = field ? localize(field.label, lang) : name;
  if (name === def.tree?.parent && !field?.search) {
    const id = Number(text);
    return id === 0 ? { label, value: t('topLevel') } : { label, value: text, ref: { entity: def.name, id } };
  }
  if (!field) return { label, value: text };
  if (field.search === 'range')
    return { label, value: rangeText(params[`${name}_from`], params[`${name}_to`]) };
  if (field.kind === 'ref' && !field.ref?.field) {
    const id = Number(text);
    if (id === 0) return { label, value: t('linked.none') };
    return { label, value: text, ref: { entity: field.ref?.entity ?? '', id } };
  }
  if (field.kind === 'bool') return { label, value: t(filter.value === 'true' ? 'yes' : 'no') };
  const values = field.search === 'in' ? text.split(',').filter(Boolean) : [text];
  const shown = values.map((v) => displayValue(field, name, { [name]: v }, lang, t) || v);
  return { label, value: shown.join(', ') };
}
