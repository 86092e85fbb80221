import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, type EntityDef } from '@app/shared';
import { ApiError } from '../api/http.ts';
import { currentLang } from '../i18n/index.ts';
import { createRecord, updateRecord } from './crud-api.ts';
import { formColumns, type DialogMode } from './entity-fields.tsx';
import { formValuesOf, payloadOf, type Row } from './entity-values.ts';
import { FormDialog, type SaveThen } from './FormDialog.tsx';
import { CRUD_NS } from './locales.ts';

/**
 * The record dialog of a definition (platform-shell §4.4) in new, edit and view mode (customize is
 * FormDialog with the caller's fields). A stale edit (409) says so, closes and reloads the list.
 */

export interface DialogState {
  mode: Exclude<DialogMode, 'customize'>;
  record?: Row;
  /** Values a new record starts with (a tree child's parent). */
  preset?: Row;
}

export interface EntityDialogProps extends DialogState {
  def: EntityDef;
  url: string;
  onClose: () => void;
  /** After a successful save, with the record as the server answered it. */
  onSaved: (saved: Row, mode: DialogMode) => void;
  /** After a stale edit (the list should reload). */
  onStale: () => void;
  /** A second confirm button that saves and then takes the next step (保存并申报). */
  then?: SaveThen;
  /** The screen's own content above the fields (inside the form). */
  extra?: ReactNode;
}

export function EntityDialog({
  def,
  url,
  mode,
  record,
  preset,
  onClose,
  onSaved,
  onStale,
  then,
  extra,
}: EntityDialogProps) {
  const { t } = useTranslation(CRUD_NS);
  const { message } = App.useApp();
  const lang = currentLang();
  const columns = useMemo(() => formColumns(def, mode, { lang, t }, record), [def, mode, lang, t, record]);
  const initialValues = useMemo(() => formValuesOf(def, record, preset), [def, record, preset]);
  const child = mode === 'new' && def.tree && preset?.[def.tree.parent];
  const title = t(
    mode === 'edit' ? 'editTitle' : mode === 'view' ? 'viewTitle' : child ? 'childTitle' : 'newTitle',
    { entity: localize(def.label, lang) },
  );
  return (
    <FormDialog
      title={title}
      columns={columns}
      initialValues={initialValues}
      readOnly={mode === 'view'}
      extra={extra}
      then={mode === 'view' ? undefined : then}
      submit={(values) =>
        mode === 'edit' && record
          ? updateRecord(url, record.id, payloadOf(def, values, Number(record.version)))
          : createRecord(url, payloadOf(def, values))
      }
      onDone={(saved) => onSaved(saved as Row, mode)}
      onClose={onClose}
      onError={(error) => {
        if (!(error instanceof ApiError) || error.status !== 409 || mode !== 'edit') return undefined;
        void message.error(error.message || t('staleVersion'));
        onStale();
        return true;
      }}
    />
  );
}
