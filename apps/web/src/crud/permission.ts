import { usePermissionCodes } from './services.tsx';

export { usePermissionCodes };

/**
 * Button permissions: a button shows when the user holds its resource code (the type "4" entries of
 * the resource tree, which reach the browser as SysResourceVo authorities; the administrator holds
 * them all). A button without a code is always shown. Hiding is a courtesy: the server checks again.
 */

export function isAllowed(codes: ReadonlySet<string>, code: string | undefined): boolean {
  return !code || codes.has(code);
}

/** The items whose permission code the user holds, in their order. */
export function allowedOnly<T extends { permission?: string }>(
  items: readonly T[],
  codes: ReadonlySet<string>,
): T[] {
  return items.filter((item) => isAllowed(codes, item.permission));
}

/** Whether the user holds one resource code (true for none). */
export function usePermission(code: string | undefined): boolean {
  return isAllowed(usePermissionCodes(), code);
}
