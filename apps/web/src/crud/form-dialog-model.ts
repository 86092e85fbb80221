import type { ReactNode } from 'react';
import type { ProFormInstance } from '@ant-design/pro-components';
import { ApiError } from '../api/http.ts';
import type { FormColumn } from './entity-fields.tsx';
import type { Row } from './entity-values.ts';

/** The props of FormDialog and the field errors it shows (shared by FormDialog.tsx and its form). */

export interface FormDialogProps {
  title: ReactNode;
  columns: FormColumn[];
  initialValues?: Row;
  readOnly?: boolean;
  width?: number;
  /** The call; what it answers goes to onDone. */
  submit?: (values: Row) => Promise<unknown>;
  onDone?: (result: unknown) => void;
  onClose: () => void;
  /** Handles an error itself; answers true when the dialog should close. */
  onError?: (error: unknown) => boolean | undefined;
  /** Content above the fields. */
  extra?: ReactNode;
  /**
   * A second way to confirm (保存并申报): saves as confirm does, then runs the next step with what the save
   * answered. The record stays saved when the step fails; the dialog closes and says why.
   */
  then?: SaveThen;
}

/** The next step of a save (see FormDialogProps.then). */
export interface SaveThen {
  /** The button (保存并申报). */
  label: string;
  /** The step, as a failure names it (申报). */
  step: string;
  run: (saved: unknown) => Promise<unknown>;
}

/** Shows an API error on the form: field errors on their fields. Answers whether there were any. */
export function showFieldErrors(form: ProFormInstance | undefined, error: unknown): boolean {
  if (!(error instanceof ApiError) || !form) return false;
  const fields = Object.entries(error.errors);
  if (!fields.length) return false;
  form.setFields(fields.map(([path, text]) => ({ name: path.split('.'), errors: [text] })));
  return true;
}
