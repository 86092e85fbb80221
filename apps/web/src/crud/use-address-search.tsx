import { useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { normalisePath, type EntityDef } from '@app/shared';
import { inForm, paramsOf, readAddressFilters, valuesOf, type AddressFilter } from './address-filters.ts';
import { AddressFilterBar } from './AddressFilterBar.tsx';
import type { CrudSearch } from './CrudTable.tsx';
import type { Row } from './entity-values.ts';

export interface AddressSearchOptions {
  /** Fields the screen shows by itself (a switch): read from the address and handed back, not searched. */
  own?: readonly string[];
  /** Fields the screen fixes (EntityTable `fixed`): their address filters are left out. */
  ignore?: readonly string[];
}

export interface AddressSearch {
  /** The screen's search with the address's filters: the form's prefilled, the others sent as `linked`. */
  search: CrudSearch | undefined;
  /** Changes when the address brings other filters: the list's key, so that it starts afresh. */
  key: string;
  /** Whether the address holds any filter. */
  filtered: boolean;
  /** The values of the `own` fields in the address. */
  own: Row;
}

const none = (): Record<string, unknown> => ({});

/**
 * The filters of a list's address applied to its search (see address-filters.ts): those of fields in
 * the search form prefill it, the rest (`create_id`, fields the form does not show) are sent with every
 * call and named in a bar above the table with 清除 (the page's path without the query). Read only while
 * the page is the current one (a kept-alive tab must not take another page's address); a new address
 * re-applies them.
 */
export function useAddressSearch(
  def: EntityDef | undefined,
  routePath: string,
  search: CrudSearch | undefined,
  { own = [], ignore = [] }: AddressSearchOptions = {},
): AddressSearch {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const active = normalisePath(location.pathname) === routePath;
  const skip = [...ignore].join(',');
  const ownKey = [...own].join(',');

  const read = useRef<{ key: string; filters: AddressFilter[] }>({ key: '[]', filters: [] });
  if (active && def) {
    const skipped = new Set(skip.split(','));
    const filters = readAddressFilters(def, searchParams).filter((f) => !skipped.has(f.name));
    const key = JSON.stringify(filters.map((f) => f.params));
    if (key !== read.current.key) read.current = { key, filters };
  }
  const { key, filters } = read.current;

  return useMemo(() => {
    const ownFields = new Set(ownKey ? ownKey.split(',') : []);
    const formFields = new Set((search?.columns ?? []).map((c) => String(c.dataIndex)));
    const mine = filters.filter((f) => inForm(f, ownFields));
    const rest = filters.filter((f) => !mine.includes(f));
    const formed = rest.filter((f) => inForm(f, formFields));
    const linked = rest.filter((f) => !formed.includes(f));
    const result = { key, filtered: filters.length > 0, own: valuesOf(mine) };
    if (!formed.length && !linked.length) return { ...result, search };
    const base: CrudSearch = search ?? { columns: [], toParams: none };
    const start = { ...base.initialValues };
    for (const f of formed) delete start[f.name];
    return {
      ...result,
      search: {
        ...base,
        initialValues: { ...start, ...valuesOf(formed) },
        initialParams: { ...base.toParams(start), ...paramsOf(formed) },
        expanded: formed.length > 0,
        ...(linked.length
          ? {
              linked: paramsOf(linked),
              notice: def && (
                <AddressFilterBar def={def} filters={linked} onClear={() => void navigate(routePath)} />
              ),
            }
          : {}),
      },
    };
  }, [def, key, filters, search, ownKey, navigate, routePath]);
}
