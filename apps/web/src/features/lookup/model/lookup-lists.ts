/**
 * The lookup lists of platform-shell §7.4: each is GET /api/base-data/list-{name}?keyword=, and the
 * reference lists among them are cached in browser storage under the spec's keys. Customers and
 * enterprises change with the business, so they are asked of the server each time.
 */
export const LOOKUP_CACHE_KEYS = {
  port: 'base_port',
  trans: 'base_trans',
  supervise: 'base_supervise',
  tax: 'base_tax',
  country: 'base_country',
  'dest-port': 'base_dest_port',
  'deal-method': 'base_deal_method',
  wrap: 'base_wrap',
  'entry-port': 'base_enter_port',
  'cd-type': 'base_cd_type',
  'tax-method': 'base_tax_method',
  'deal-uom': 'base_deal_uom',
  currency: 'base_currency',
  'district-code': 'base_district_code',
  'orig-district': 'base_orig_district',
  'dest-code': 'base_dest_code',
  'record-code': 'base_record_code',
  'attachment-flag': 'base_list_attachment',
} as const;

export type CachedLookup = keyof typeof LOOKUP_CACHE_KEYS;
export type LookupName = CachedLookup | 'customer' | 'enter';

export function lookupUrl(name: LookupName): string {
  return `/api/base-data/list-${name}`;
}

export function isCachedLookup(name: string): name is CachedLookup {
  return Object.prototype.hasOwnProperty.call(LOOKUP_CACHE_KEYS, name);
}

/** The cached lookup of a base-data kind (a reference's `filter.type`), if it has one. */
export function lookupOfKind(kind: string | undefined): CachedLookup | undefined {
  return kind && isCachedLookup(kind) ? kind : undefined;
}
