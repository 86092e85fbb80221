import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { FormDialogProps } from './form-dialog-model.ts';

export { showFieldErrors, type FormDialogProps, type SaveThen } from './form-dialog-model.ts';
/**
 * A dialog form (platform-shell §4.4): confirm validates the form first, then runs the call; any
 * error keeps the dialog open, with the server's field errors on their fields. Read-only dialogs
 * are disabled and have no footer. Its form (pro-components' ModalForm, the largest code of a list
 * screen) is in FormDialogForm.tsx and loads when a dialog first opens; `prefetchFormDialog` loads it
 * sooner (a button that opens a dialog calls it when the pointer reaches it).
 */

const loadForm = () => import('./FormDialogForm.tsx');
const Form = lazy(() => loadForm().then((m) => ({ default: m.FormDialogForm })));

/** Starts loading the dialog's form (e.g. on hover of the button that opens one). */
export function prefetchFormDialog(): void {
  void loadForm();
}

export function FormDialog(props: FormDialogProps) {
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Form {...props} />
    </Suspense>
  );
}
