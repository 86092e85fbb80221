import type { ReactNode } from 'react';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { interpolate, localize, movesFrom, type EntityDef, type MoveDef } from '@app/shared';
import { requestJson } from '../api/http.ts';
import { errorText } from '../api/error-text.ts';
import { currentLang } from '../i18n/index.ts';
import type { CrudAction, CrudTableApi } from './crud-types.ts';
import type { Row } from './entity-values.ts';
import { CRUD_NS } from './locales.ts';

type AppApi = ReturnType<typeof App.useApp>;

/** A record's plain values, for a question's placeholders (`{vehicle_no}`) beside `{no}`. */
const fieldsOf = (row: Row): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(row).filter((e): e is [string, string | number] =>
      ['string', 'number'].includes(typeof e[1]),
    ),
  );

/** One record moved: the engine's `POST /api/<entity>/{id}/<move>` with the version read. */
export const moveRecord = (def: EntityDef, row: Row, move: string, body: Row = {}) =>
  requestJson<Row>(`/api/${def.name}/${String(row.id)}/${move}`, {
    method: 'POST',
    data: { version: row.version, ...body },
  });

/** Several records moved at once (all or none): the batch form of a move the definition offers so. */
export const moveRecords = (def: EntityDef, rows: Row[], move: string, body: Row = {}) =>
  requestJson<{ content: Row[] }>(`/api/${def.name}/${move}`, {
    method: 'POST',
    data: { items: rows.map((r) => ({ id: r.id, version: r.version })), ...body },
  });

/**
 * Asks the move's question and runs it on OK. A refusal is shown inside the question, which stays open
 * (the user reads why, then cancels or tries again); success says 操作成功 and runs `after`.
 */
export function confirmMove(
  app: Pick<AppApi, 'modal' | 'message'>,
  title: string,
  content: ReactNode,
  run: () => Promise<unknown>,
  options: { danger?: boolean; ok: string; cancel: string; success: string; after: () => void },
) {
  const okProps = (loading: boolean) => ({ danger: options.danger, loading });
  const dialog = app.modal.confirm({
    title,
    content,
    okText: options.ok,
    cancelText: options.cancel,
    okButtonProps: okProps(false),
    // taking `close`, the question closes only when told: on success, never on a refusal
    onOk: (close: () => void) => {
      dialog.update({ okButtonProps: okProps(true) });
      run().then(
        () => {
          close();
          void app.message.success(options.success);
          options.after();
        },
        (error: unknown) =>
          dialog.update({
            okButtonProps: okProps(false),
            content: (
              <>
                {content}
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  style={{ marginTop: 12 }}
                  message={errorText(error)}
                />
              </>
            ),
          }),
      );
    },
  });
}

/**
 * The moves of a definition's workflow as buttons: on a row, those its state allows (each with its
 * permission code, so a user without it does not see it); in the header, the batch moves on the selected
 * rows. A move the definition marks `dialog` opens the screen's own dialog (`dialogs[move]`); the others
 * ask their question (or run at once) and show a refusal where the user acted.
 */
export function useRowMoves(
  def: EntityDef,
  options: { onDone: () => void; dialogs?: Record<string, (row: Row) => void> },
): { rowMoves: (row: Row) => CrudAction[]; batchMoves: (table: CrudTableApi) => CrudAction[] } {
  const { t } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const lang = currentLang();
  const workflow = def.workflow;
  const texts = { ok: t('confirm'), cancel: t('cancel'), success: t('success') };
  const no = (row: Row) => String(row[def.display] ?? row.id);

  const run = (move: MoveDef, rows: Row[], after: () => void) => {
    const call = () =>
      rows.length === 1 ? moveRecord(def, rows[0]!, move.name) : moveRecords(def, rows, move.name);
    const question = move.confirm
      ? interpolate(localize(move.confirm, lang), { ...fieldsOf(rows[0]!), no: rows.map(no).join('、') })
      : `${localize(move.label, lang)}：${rows.map(no).join('、')}？`;
    confirmMove(app, t('tip'), question, call, { ...texts, danger: move.danger, after });
  };

  const rowMoves = (row: Row): CrudAction[] =>
    workflow
      ? movesFrom(workflow, row[workflow.state]).map((move) => ({
          key: move.name,
          label: localize(move.label, lang),
          permission: move.code,
          danger: move.danger,
          onClick: () => {
            const dialog = move.dialog ? options.dialogs?.[move.name] : undefined;
            if (dialog) dialog(row);
            else run(move, [row], options.onDone);
          },
        }))
      : [];

  const batchMoves = (table: CrudTableApi): CrudAction[] =>
    (workflow?.moves ?? [])
      .filter((move) => move.batch && !move.dialog && !move.customs)
      .map((move) => {
        const movable = table.selected.filter((r) => move.from.includes(String(r[workflow!.state])));
        return {
          key: `batch-${move.name}`,
          label: t('batchMove', { move: localize(move.label, lang) }),
          permission: move.code,
          danger: move.danger,
          disabled: !movable.length || movable.length !== table.selected.length,
          onClick: () =>
            run(move, table.selected, () => {
              table.clearSelection();
              options.onDone();
            }),
        };
      });

  return { rowMoves, batchMoves };
}
