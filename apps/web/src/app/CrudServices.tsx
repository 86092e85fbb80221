import { useMemo, type ReactNode } from 'react';
import type { EntityDef } from '@app/shared';
import { CrudServicesProvider, type CrudServices } from '../crud/services.tsx';
import { useExportAction } from '../features/downloads/screens/export-action.tsx';
import { forgetLookups } from '../features/lookup/api.ts';
import { lookupFieldSelect } from '../features/lookup/screens/field-select.tsx';
import { declarationFieldSelect } from '../features/shipping-bills/screens/field-select.tsx';
import { useSession } from '../session/session-store.ts';

/** A reference field's own select: the cached code lists, the declaration picker; else the generic one. */
const fieldSelect: CrudServices['fieldSelect'] = (field, props) =>
  lookupFieldSelect(field, props) ?? declarationFieldSelect(field, props);

/** The lookup lists are read from base-data: a change there must be seen at the next open. */
function onChanged(def: EntityDef) {
  if (def.name === 'base-data') forgetLookups();
}

/** Plugs the session, the downloads and the lookup lists into the generic list screens. */
export function AppCrudServices({ children }: { children: ReactNode }) {
  const resource = useSession((s) => s.resource);
  const userId = useSession((s) => s.userId);
  const services = useMemo<CrudServices>(
    () => ({
      permissionCodes: new Set(resource.map((r) => r.code)),
      useExportAction,
      fieldSelect,
      onChanged,
      // a link's create_id of the signed-in user reads 创建人=本人 in the filter bar
      userId,
    }),
    [resource, userId],
  );
  return <CrudServicesProvider value={services}>{children}</CrudServicesProvider>;
}
