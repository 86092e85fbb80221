import { useMemo, useState } from 'react';
import { Alert, App, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inventoryList, localize, type BindableList, type FieldDef, type Lang } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/http.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import { bindableLists, bindPassportLists, boundLists } from '../passport-api.ts';
import { PASSPORT_NS } from '../passport-locales.ts';

const fields = inventoryList.fields;

/** Why the binding was refused: the server's words on the lists (list_ids) when it names them. */
const refusalText = (error: unknown) =>
  error instanceof ApiError
    ? [error.message, ...Object.values(error.errors)].filter(Boolean).join('：')
    : errorText(error);

/** An enum value's label in the language (the value itself when it has none). */
const optionLabel = (field: FieldDef | undefined, value: string, lang: Lang) => {
  const option = field?.options?.find((o) => o.value === value);
  return option ? localize(option.label, lang) : value;
};

/**
 * Binds a passport to inventory lists: the lists the binding would accept (the server's one rule, read
 * from GET /api/passports/{id}/bindable-lists), the bound ones ticked, one at most where the binding type
 * takes one; OK replaces the binding and the server makes the passport's lines again. A refusal is shown
 * inside the dialog, which stays open.
 */
export function BindListsDialog({
  passport,
  onClose,
  onDone,
}: {
  passport: Row;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(PASSPORT_NS);
  const app = App.useApp();
  const lang = currentLang();
  const id = Number(passport.id);
  const candidates = useQuery({
    queryKey: ['passport-bindable-lists', id],
    queryFn: () => bindableLists(id),
    retry: false,
  });
  const bound = useQuery({
    queryKey: ['passport-bound-lists', id],
    queryFn: () => boundLists(id),
    retry: false,
  });
  const [picked, setPicked] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const ticked = picked ?? bound.data?.content.map((b) => Number(b.list_id)) ?? [];

  // a bound list that is no candidate any more stays in view, so it can be unticked
  const rows = useMemo<BindableList[]>(() => {
    const offered = candidates.data?.content ?? [];
    const known = new Set(offered.map((l) => Number(l.id)));
    const others = (bound.data?.content ?? [])
      .filter((b) => !known.has(Number(b.list_id)))
      .map((b) => ({
        id: Number(b.list_id),
        etps_inner_invt_no: '',
        bond_invt_no: b.rlt_no,
        status: '',
        impexp_markcd: String(passport.ie_flag ?? ''),
      }));
    return [...offered, ...others];
  }, [candidates.data, bound.data, passport.ie_flag]);

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await bindPassportLists(id, Number(passport.version), ticked);
      void app.message.success(t('bindDone', { count: ticked.length, lines: answer.lines }));
      onDone();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  const failed = candidates.error ?? bound.error;
  const label = (name: string) => localize(fields[name]!.label, lang);
  return (
    <Modal
      open
      width={760}
      title={t('bindTitle', { no: String(passport.etps_preent_no ?? id) })}
      okText={t('bindLists')}
      okButtonProps={{ loading: busy, disabled: !bound.isSuccess || !candidates.isSuccess }}
      onOk={() => void save()}
      onCancel={onClose}
      className="passport-bind-lists"
    >
      <Alert type="info" showIcon message={t('bindHint')} style={{ marginBottom: 12 }} />
      {failed && <Alert type="error" showIcon message={errorText(failed)} style={{ marginBottom: 12 }} />}
      {refusal !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="passport-bind-refusal"
          message={refusalText(refusal)}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<BindableList>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 360 }}
        loading={candidates.isLoading || bound.isLoading}
        dataSource={rows}
        rowSelection={{
          type: candidates.data?.single ? 'radio' : 'checkbox',
          selectedRowKeys: ticked,
          onChange: (keys) => setPicked(keys.map(Number)),
        }}
        columns={[
          { title: label('etps_inner_invt_no'), dataIndex: 'etps_inner_invt_no' },
          { title: label('bond_invt_no'), dataIndex: 'bond_invt_no' },
          {
            title: label('status'),
            dataIndex: 'status',
            render: (v: string) => optionLabel(fields.status, v, lang),
          },
          {
            title: t('ie'),
            dataIndex: 'impexp_markcd',
            render: (v: string) => optionLabel(fields.impexp_markcd, v, lang),
          },
        ]}
      />
    </Modal>
  );
}
