import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Input, InputNumber, Space, Table, Tag } from 'antd';
import { BetaSchemaForm, type ProFormInstance } from '@ant-design/pro-components';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  interpolate,
  inventoryList,
  inventoryListLine,
  localize,
  movesFrom,
  stateName,
  UNPAGED_SIZE,
} from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { createRecord, getRecord, listRecords, updateRecord } from '../../../crud/crud-api.ts';
import { formColumns } from '../../../crud/entity-fields.tsx';
import { showFieldErrors } from '../../../crud/FormDialog.tsx';
import { CRUD_NS } from '../../../crud/locales.ts';
import { formValuesOf, payloadOf, type Row } from '../../../crud/entity-values.ts';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import { copyList, lookUpBookItem, saveLines } from '../inventory-api.ts';
import { BONDED_NS } from '../locales.ts';

const LISTS = `/api/${inventoryList.name}`;
/** The list's declare move (its definition's): a list is edited in the states it may be declared from. */
const DECLARE = inventoryList.workflow!.moves.find((m) => m.name === 'declare')!;

/** One line as the editor holds it: what the user types, and what the server filled in after a save. */
interface Line {
  key: string;
  putrec_seqno?: number | null;
  dcl_qty?: string;
  dcl_uprc_amt?: string;
  matnr_no?: string;
  gds_mtno?: string;
  gds_nm?: string;
  dcl_total_amt?: string;
}

let keySeq = 0;
const newLine = (values: Partial<Line> = {}): Line => ({ key: `l${++keySeq}`, ...values });

/**
 * The inventory list editor (/invt/edit?id=, or a new list without id): the head as a form from the
 * definition, the lines as a keyboard-friendly table (Enter on the last quantity adds a line), saved
 * together (head, then all lines in one call), 保存并申报, 复制新增; read-only once customs has the list.
 */
export default function InventoryListEditor(_props: ScreenProps) {
  const { t } = useTranslation([BONDED_NS, CRUD_NS], { nsMode: 'fallback' });
  const app = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const form = useRef<ProFormInstance>(undefined);
  /** The list as last stored (id and version), once created or loaded. */
  const savedHead = useRef<{ id: number; version: number } | null>(null);
  // a new list starts from the definition's defaults (I, 普通清单, 非报关, …), as the add dialog does
  const [head, setHead] = useState<Row | null>(id ? null : formValuesOf(inventoryList, undefined));
  const [lines, setLines] = useState<Line[]>(id ? [] : [newLine()]);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const lang = currentLang();
  const readOnly =
    !!head && head.status !== undefined && !movesFrom(inventoryList.workflow!, head.status).includes(DECLARE);

  const load = async (listId: number) => {
    const [record, rows] = await Promise.all([
      getRecord(LISTS, listId),
      listRecords(`/api/${inventoryListLine.name}`, {
        list_id: listId,
        page: 1,
        size: UNPAGED_SIZE,
        sort: 'gds_seqno,asc',
      }),
    ]);
    setHead(record);
    savedHead.current = { id: listId, version: Number(record.version) };
    form.current?.setFieldsValue(formValuesOf(inventoryList, record));
    setLines(
      rows.content.map((r) =>
        newLine({
          putrec_seqno: r.putrec_seqno as number,
          dcl_qty: String(r.dcl_qty ?? ''),
          dcl_uprc_amt: r.dcl_uprc_amt === null ? undefined : String(r.dcl_uprc_amt),
          matnr_no: (r.matnr_no as string | null) ?? undefined,
          gds_mtno: r.gds_mtno as string,
          gds_nm: r.gds_nm as string,
          dcl_total_amt: String(r.dcl_total_amt ?? ''),
        }),
      ),
    );
  };
  useEffect(() => {
    if (id)
      void load(id).catch((e: unknown) => app.message.error(e instanceof Error ? e.message : String(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per list id
  }, [id]);

  const columns = useMemo(
    () => formColumns(inventoryList, id ? 'edit' : 'new', { lang, t }, head ?? undefined),
    [id, lang, t, head],
  );
  const set = (key: string, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  /** The last number typed on each line: a slower answer for an older number is dropped. */
  const typed = useRef(new Map<string, number | null>());
  /** The 备案序号 typed: the line shows its book item's 料号 and 商品名称 at once, or why there is none. */
  const typeItemNo = (line: Line, index: number, no: number | null) => {
    typed.current.set(line.key, no);
    set(line.key, { putrec_seqno: no, gds_mtno: undefined, gds_nm: undefined });
    const bookId = Number(form.current?.getFieldValue('book_id'));
    const mark = String(form.current?.getFieldValue('mtpck_endprd_markcd') ?? '');
    const field = `lines[${index}].putrec_seqno`;
    setLineErrors(({ [field]: _old, ...rest }) => rest);
    if (!no || !bookId || !mark) return;
    lookUpBookItem({ book_id: bookId, mtpck_endprd_markcd: mark, putrec_seqno: no }).then(
      (item) => {
        if (typed.current.get(line.key) === no)
          set(line.key, { gds_mtno: item.gds_mtno, gds_nm: item.gds_nm });
      },
      (error: unknown) => {
        if (typed.current.get(line.key) !== no) return;
        const text =
          error instanceof ApiError
            ? (error.errors.putrec_seqno ?? error.errors.book_id ?? error.message)
            : String(error);
        setLineErrors((all) => ({ ...all, [field]: text }));
      },
    );
  };

  /** Saves the head (create or update) and then every line; answers the list's id and version. */
  const save = async (): Promise<{ id: number; version: number } | null> => {
    setLineErrors({});
    let values: Row;
    try {
      values = (await form.current?.validateFields()) ?? {};
    } catch {
      setBusy(false); // the form names the empty fields; the buttons must not keep spinning
      return null;
    }
    let saved: { id: number; version: number };
    try {
      // the head first; its new version is kept at once, so a retry after refused lines is not stale
      const known = savedHead.current;
      const written = known
        ? await updateRecord(LISTS, known.id, payloadOf(inventoryList, values, known.version))
        : await createRecord(LISTS, payloadOf(inventoryList, values));
      const listId = Number(written.id);
      savedHead.current = { id: listId, version: Number(written.version) };
      const body = lines
        .filter((l) => l.putrec_seqno || l.dcl_qty)
        .map((l, i) => ({
          gds_seqno: i + 1,
          putrec_seqno: l.putrec_seqno,
          dcl_qty: l.dcl_qty,
          ...(l.dcl_uprc_amt ? { dcl_uprc_amt: l.dcl_uprc_amt } : {}),
          ...(l.matnr_no ? { matnr_no: l.matnr_no } : {}),
        }));
      const result = await saveLines(listId, Number(written.version), body);
      saved = { id: listId, version: result.version };
      savedHead.current = saved;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).some((k) => k.startsWith('lines['))) {
        setLineErrors(error.errors);
      } else if (!showFieldErrors(form.current, error)) {
        void app.message.error(error instanceof Error ? error.message : String(error));
      }
      setBusy(false);
      return null;
    }
    // saved: the list is read again before the buttons free up and the toast says so; a failed read
    // is its own message, not a failed save (the next save carries the version kept above)
    try {
      if (!id) navigate(`?id=${saved.id}`, { replace: true });
      else await load(saved.id);
    } catch (error) {
      void app.message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
    void app.message.success(t('success'));
    return saved;
  };

  const saveAndDeclare = () =>
    app.modal.confirm({
      title: localize(DECLARE.label, lang),
      content: interpolate(localize(DECLARE.confirm!, lang), {
        no: String(form.current?.getFieldValue('etps_inner_invt_no') ?? ''),
      }),
      onOk: async () => {
        setBusy(true);
        const saved = await save();
        if (!saved) return;
        setBusy(true); // the buttons spin until the list is declared and read again
        try {
          await moveRecord(inventoryList, saved, DECLARE.name);
          void app.message.success(t('success'));
          await load(saved.id);
        } catch (error) {
          // a missing or unusable channel is named on its field; anything else in a message
          if (!showFieldErrors(form.current, error))
            void app.message.error(error instanceof Error ? error.message : String(error));
        } finally {
          setBusy(false);
        }
      },
    });

  const lineError = (index: number, field: string) => lineErrors[`lines[${index}].${field}`];
  const status = stateName(inventoryList, head?.status ?? '0', lang);

  return (
    <div className="app-page invt-editor">
      <Space className="invt-editor-title" align="center">
        <h1 className="page-title">{localize(inventoryList.label, lang)}</h1>
        {status && <Tag>{status}</Tag>}
        {head?.etps_inner_invt_no ? <span>{String(head.etps_inner_invt_no)}</span> : null}
      </Space>
      {readOnly && <Alert type="info" showIcon message={t('readOnlyList')} style={{ marginBottom: 12 }} />}
      <Card size="small">
        {head && (
          <BetaSchemaForm<Row>
            formRef={form}
            layoutType="Form"
            columns={columns}
            initialValues={formValuesOf(inventoryList, head)}
            grid
            rowProps={{ gutter: 16 }}
            colProps={{ span: 8 }}
            disabled={readOnly}
            submitter={false}
          />
        )}
      </Card>
      <Card size="small" title={t('lines')} style={{ marginTop: 12 }}>
        <Table<Line>
          className="invt-editor-lines"
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={[
            { title: '#', width: 48, render: (_v, _l, i) => i + 1 },
            {
              title: localize(inventoryListLine.fields.putrec_seqno!.label, lang),
              width: 130,
              render: (_v, l, i) => (
                <InputNumber
                  aria-label={t('lineItemNo', { n: i + 1 })}
                  min={1}
                  precision={0}
                  disabled={readOnly}
                  status={lineError(i, 'putrec_seqno') ? 'error' : undefined}
                  value={l.putrec_seqno ?? null}
                  onChange={(v) => typeItemNo(l, i, v)}
                />
              ),
            },
            {
              title: localize(inventoryListLine.fields.dcl_qty!.label, lang),
              width: 140,
              render: (_v, l, i) => (
                <Input
                  aria-label={t('lineQty', { n: i + 1 })}
                  disabled={readOnly}
                  status={lineError(i, 'dcl_qty') ? 'error' : undefined}
                  value={l.dcl_qty}
                  onChange={(e) => set(l.key, { dcl_qty: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && i === lines.length - 1 && !readOnly)
                      setLines((all) => [...all, newLine()]);
                  }}
                />
              ),
            },
            {
              title: localize(inventoryListLine.fields.dcl_uprc_amt!.label, lang),
              width: 130,
              render: (_v, l, i) => (
                <Input
                  aria-label={t('linePrice', { n: i + 1 })}
                  disabled={readOnly}
                  value={l.dcl_uprc_amt}
                  onChange={(e) => set(l.key, { dcl_uprc_amt: e.target.value })}
                />
              ),
            },
            { title: localize(inventoryListLine.fields.gds_mtno!.label, lang), dataIndex: 'gds_mtno' },
            { title: localize(inventoryListLine.fields.gds_nm!.label, lang), dataIndex: 'gds_nm' },
            {
              title: localize(inventoryListLine.fields.dcl_total_amt!.label, lang),
              dataIndex: 'dcl_total_amt',
            },
            {
              title: '',
              width: 200,
              render: (_v, l, i) => (
                <Space>
                  <span className="invt-line-error">
                    {Object.entries(lineErrors)
                      .filter(([k]) => k.startsWith(`lines[${i}].`))
                      .map(([, v]) => v)
                      .join('；')}
                  </span>
                  {!readOnly && (
                    <Button
                      size="small"
                      danger
                      type="link"
                      onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
                    >
                      {t('delete')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
        {!readOnly && (
          <Button style={{ marginTop: 8 }} onClick={() => setLines((all) => [...all, newLine()])}>
            {t('addLine')}
          </Button>
        )}
      </Card>
      <Space style={{ marginTop: 12 }}>
        {!readOnly && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void save();
            }}
          >
            {t('save')}
          </Button>
        )}
        {!readOnly && (
          <Button loading={busy} onClick={saveAndDeclare}>
            {t('saveAndDeclare')}
          </Button>
        )}
        {id && (
          <Button
            onClick={() =>
              void copyList(id).then(
                (copy) => navigate(`?id=${copy.id}`),
                (e: unknown) => app.message.error(e instanceof Error ? e.message : String(e)),
              )
            }
          >
            {t('copy')}
          </Button>
        )}
      </Space>
    </div>
  );
}
