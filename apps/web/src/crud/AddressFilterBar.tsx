import { Alert, Button, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityByName, type EntityDef } from '@app/shared';
import { currentLang } from '../i18n/index.ts';
import type { AddressFilter } from './address-filters.ts';
import { filterText } from './address-filter-text.ts';
import { getRecord } from './crud-api.ts';
import { CRUD_NS } from './locales.ts';
import { useCrudServices } from './services.tsx';

/** A referenced record's name (its display field), the id while it loads or when it cannot be read. */
function RefName({ entity, id }: { entity: string; id: number }) {
  const def = entityByName(entity);
  const one = useQuery({
    queryKey: ['ref-one', entity, id],
    queryFn: () => getRecord(`/api/${entity}`, id),
    enabled: !!def,
    staleTime: 60_000,
    retry: false,
  });
  const name = def ? one.data?.[def.display] : undefined;
  return <>{name === undefined || name === null || name === '' ? String(id) : String(name)}</>;
}

export interface AddressFilterBarProps {
  def: EntityDef;
  /** The address's filters the search form has no place for. */
  filters: readonly AddressFilter[];
  onClear: () => void;
}

/**
 * Above the table of a list opened from a link: the filters of the link that the search form does not
 * show (`已按链接筛选：创建人=本人`), and 清除 to drop them.
 */
export function AddressFilterBar({ def, filters, onClear }: AddressFilterBarProps) {
  const { t } = useTranslation(CRUD_NS);
  const { userId } = useCrudServices();
  const lang = currentLang();
  return (
    <Alert
      className="crud-linked"
      type="info"
      showIcon
      message={
        <span className="crud-linked-filters">
          {t('linked.title')}
          {filters.map((filter) => {
            const { label, value, ref } = filterText(def, filter, { lang, t, userId });
            return (
              <Tag key={filter.name} className="crud-linked-filter">
                {label}={ref ? <RefName entity={ref.entity} id={ref.id} /> : value}
              </Tag>
            );
          })}
        </span>
      }
      action={
        <Button size="small" type="link" onClick={onClear}>
          {t('linked.clear')}
        </Button>
      }
    />
  );
}
