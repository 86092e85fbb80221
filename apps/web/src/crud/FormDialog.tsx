import { useId, useRef, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { BetaSchemaForm, ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http.ts';
import { errorText } from './confirm.ts';
import type { FormColumn } from './entity-fields.tsx';
import type { Row } from './entity-values.ts';
import { trimValues } from './list-query.ts';
import { CRUD_NS } from './locales.ts';

/**
 * A dialog form (platform-shell §4.4): confirm validates the form first, then runs the call; any
 * error keeps the dialog open, with the server's field errors on their fields. Read-only dialogs
 * are disabled and have no footer.
 */

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

export function FormDialog({
  title,
  columns,
  initialValues,
  readOnly,
  width,
  submit,
  onDone,
  onClose,
  onError,
  extra,
  then,
}: FormDialogProps) {
  const { t } = useTranslation(CRUD_NS);
  const { message } = App.useApp();
  const form = useRef<ProFormInstance>(undefined);
  const formName = `dialog${useId().replace(/[^\w-]/g, '')}`;
  /** Whether this confirmation was the `then` button's. */
  const andThen = useRef(false);

  const save = async (values: Row): Promise<boolean> => {
    const next = andThen.current ? then : undefined;
    andThen.current = false;
    try {
      const result = await submit?.(trimValues(values));
      if (next) {
        try {
          await next.run(result);
          void message.success(t('success'));
        } catch (error) {
          void message.error(t('savedButNot', { step: next.step, reason: errorText(error) }));
        }
      } else void message.success(t('success'));
      onDone?.(result);
      return true;
    } catch (error) {
      if (showFieldErrors(form.current, error)) {
        void message.error(t('fieldErrors'));
        return false;
      }
      const handled = onError?.(error);
      if (handled !== undefined) return handled;
      void message.error(errorText(error));
      return false;
    }
  };

  return (
    <ModalForm<Row>
      open
      name={formName}
      title={title}
      width={width ?? 760}
      formRef={form}
      initialValues={initialValues}
      grid
      rowProps={{ gutter: 16 }}
      dateFormatter={false}
      disabled={readOnly}
      autoFocusFirstInput
      modalProps={{ onCancel: onClose, maskClosable: !!readOnly, className: 'crud-dialog' }}
      submitter={
        readOnly
          ? false
          : {
              searchConfig: { submitText: t('confirm'), resetText: t('cancel') },
              render: (props, buttons) =>
                then
                  ? [
                      ...buttons,
                      <Button
                        key="then"
                        onClick={() => {
                          andThen.current = true;
                          props.submit();
                        }}
                      >
                        {then.label}
                      </Button>,
                    ]
                  : buttons,
            }
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onFinish={save}
    >
      {extra}
      <BetaSchemaForm<Row> layoutType="Embed" columns={columns} />
    </ModalForm>
  );
}
