import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads on first use is drawn only once
 * it has been opened, and stays drawn afterwards (so that it closes with its animation and opens at once
 * the next time).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
