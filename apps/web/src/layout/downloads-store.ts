import { create } from 'zustand';

/**
 * Download tasks in progress. The live channel and the download panel come with the
 * download issue; until then the count stays 0 and the header shows no number.
 */
export const useDownloads = create<{ count: number; setCount(count: number): void }>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));
