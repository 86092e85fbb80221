import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anyUnsaved, forgetUnsaved, useUnsavedTab } from './unsaved-guards.ts';

describe('tabs with unsaved changes', () => {
  it('are marked while their page is dirty, and no longer once it is clean or gone', () => {
    const hook = renderHook(({ dirty }) => useUnsavedTab('/declaration/edit', dirty), {
      initialProps: { dirty: false },
    });
    expect(anyUnsaved(['/declaration/edit'])).toBe(false);
    hook.rerender({ dirty: true });
    expect(anyUnsaved(['/dashboard', '/declaration/edit'])).toBe(true);
    expect(anyUnsaved(['/dashboard'])).toBe(false);
    hook.rerender({ dirty: false });
    expect(anyUnsaved(['/declaration/edit'])).toBe(false);
    hook.rerender({ dirty: true });
    hook.unmount();
    expect(anyUnsaved(['/declaration/edit'])).toBe(false);
  });

  it('are forgotten when the user agreed to close them', () => {
    const hook = renderHook(() => useUnsavedTab('/a', true));
    expect(anyUnsaved(['/a'])).toBe(true);
    forgetUnsaved(['/a']);
    expect(anyUnsaved(['/a'])).toBe(false);
    hook.unmount();
  });
});
