import { createContext, useContext, type ReactElement } from 'react';
import type { EntityDef, FieldDef } from '@app/shared';
import type { CrudAction, CrudTableApi } from './crud-types.ts';

/** What a reference field's select receives (see RefFieldSelect). */
export interface FieldSelectProps {
  value?: string | number | null;
  onChange?: (value: string | number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /** The label of the current value (the row's `_display`), shown before any search. */
  initialLabel?: string;
}

/**
 * What the generic list needs from the rest of the application, given once at app level: the engine
 * knows no feature, so the session, the downloads and the lookup lists plug in here.
 */
export interface CrudServices {
  /** The resource codes the signed-in user holds (a button with another code is hidden). */
  permissionCodes: ReadonlySet<string>;
  /**
   * The list's export button, as a hook (it may keep state): undefined when exports are not offered.
   * Called on every render of a list, so it must always be the same function.
   */
  useExportAction: (def: EntityDef) => ((table: CrudTableApi) => CrudAction) | undefined;
  /** A select of its own for a reference field (e.g. a cached code list); null = the generic one. */
  fieldSelect: (field: FieldDef, props: FieldSelectProps) => ReactElement | null;
  /** Told after records of an entity were created, changed or deleted (caches of them forget). */
  onChanged: (def: EntityDef) => void;
  /** The signed-in user's id: a list linked with `create_id` of it says "created by me". */
  userId?: number;
}

const none: CrudServices = {
  permissionCodes: new Set(),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => {},
};

const CrudServicesContext = createContext<CrudServices>(none);

export const CrudServicesProvider = CrudServicesContext.Provider;

export function useCrudServices(): CrudServices {
  return useContext(CrudServicesContext);
}

/** The signed-in user's resource codes, as the application gave them. */
export function usePermissionCodes(): ReadonlySet<string> {
  return useCrudServices().permissionCodes;
}
