import { create } from 'zustand';
import type { DownloadPush } from '../api.ts';

/**
 * The header's download state: the unfinished-task count (badge), whether the panel is open, and the
 * latest live push of each task (laid over the listed rows, see mergeLive).
 */
export const useDownloads = create<{
  count: number;
  panelOpen: boolean;
  live: Readonly<Record<number, DownloadPush>>;
  setCount(count: number): void;
  setPanelOpen(open: boolean): void;
  applyPush(push: DownloadPush): void;
}>((set) => ({
  count: 0,
  panelOpen: false,
  live: {},
  setCount: (count) => set({ count: Math.max(0, count) }),
  setPanelOpen: (panelOpen) => set({ panelOpen }),
  applyPush: (push) => set((state) => ({ live: { ...state.live, [push.id]: push } })),
}));
