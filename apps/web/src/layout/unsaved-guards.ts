import { useEffect } from 'react';

/**
 * Tabs whose page holds unsaved changes, by tab key. A page registers while it is dirty; closing,
 * refreshing or closing-others of such a tab asks first (the tab bar and its menu read this).
 */
const dirtyTabs = new Set<string>();

/** Marks the tab `key` as holding unsaved changes while `dirty` is true. */
export function useUnsavedTab(key: string, dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    dirtyTabs.add(key);
    return () => {
      dirtyTabs.delete(key);
    };
  }, [key, dirty]);
}

/** Whether any of the given tabs holds unsaved changes. */
export function anyUnsaved(keys: readonly string[]): boolean {
  return keys.some((k) => dirtyTabs.has(k));
}

/** Forgets a tab (it was closed after the user agreed to lose its changes). */
export function forgetUnsaved(keys: readonly string[]): void {
  keys.forEach((k) => dirtyTabs.delete(k));
}
