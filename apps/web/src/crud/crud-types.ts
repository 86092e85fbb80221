import type { ReactNode } from 'react';
import type { Row } from './entity-values.ts';

// The shapes the list hands to the buttons that plug into it (services.tsx, features), apart from the
// components that build them so that services.tsx does not import CrudTable.tsx or EntityTable.tsx.

/** What a list gives the buttons of its header and rows. */
export interface CrudTableApi {
  /** Loads the list again (and the children of expanded tree rows). */
  reload(): void;
  /** After deleting rows: corrects the page (one back when the last page emptied) and reloads. */
  afterDelete(count: number): void;
  /** The rows selected for batch buttons. */
  selected: Row[];
  clearSelection(): void;
  /** The list query shown now without page and size (search and sort), e.g. for an export. */
  query: Record<string, unknown>;
}

/** A button of the header or of a row, shown only when the user holds its permission code. */
export interface CrudAction {
  key: string;
  label: ReactNode;
  permission?: string;
  danger?: boolean;
  icon?: ReactNode;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** Called when the pointer or the focus reaches the button: loads the code of what it opens. */
  prefetch?: () => void;
}

/**
 * The page a list sits on, as the menu's route gives it: its title, and its path (the address bar is read
 * only while it is the current page).
 */
export interface ListRoute {
  title: string;
  path: string;
}
