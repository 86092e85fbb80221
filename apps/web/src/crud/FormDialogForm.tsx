import { useId, useRef } from 'react';
import { App, Button } from 'antd';
import { BetaSchemaForm, ModalForm, type ProFormInstance } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { errorText } from './confirm.ts';
import { showFieldErrors, type FormDialogProps } from './form-dialog-model.ts';
import type { Row } from './entity-values.ts';
import { trimValues } from './list-query.ts';
import { CRUD_NS } from './locales.ts';

/**
 * FormDialog drawn with pro-components' ModalForm and BetaSchemaForm, in its own module: FormDialog.tsx
 * loads it when a dialog first opens (see there).
 */

export function FormDialogForm({
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
