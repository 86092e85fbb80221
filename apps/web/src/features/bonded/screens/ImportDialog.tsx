import { useState } from 'react';
import { Alert, Button, Checkbox, List, Modal, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { downloadImportTemplate, importLines, type ImportKind } from '../book-api.ts';
import type { BookImportAnswer } from '@app/shared';
import { BONDED_NS } from '../locales.ts';

/** One refused row of the import: its number and the reason per column. */
interface Refused {
  row: string;
  reasons: string[];
}

/** The refused rows out of an all-or-nothing 400 (keys "row 5 · 商品编码") or an only-valid answer. */
function refusedOf(
  source: BookImportAnswer['refused'] | Record<string, string>,
  rowText: (row: number) => string,
): Refused[] {
  if (Array.isArray(source))
    return source.map((r) => ({
      row: rowText(r.row),
      reasons: Object.entries(r.errors).map(([field, text]) => `${field}：${text}`),
    }));
  const byRow = new Map<number, string[]>();
  for (const [key, text] of Object.entries(source)) {
    const match = /^row (\d+) · (.*)$/.exec(key);
    if (!match) continue;
    const row = Number(match[1]);
    byRow.set(row, [...(byRow.get(row) ?? []), `${match[2]}：${text}`]);
  }
  return [...byRow].map(([row, reasons]) => ({ row: rowText(row), reasons }));
}

/**
 * Imports goods or consumption lines of one book from a filled template: all rows or none, or only the
 * good ones; every refused row is listed with its number and reasons, and nothing chosen is lost.
 */
export function ImportDialog({
  bookId,
  bookLabel,
  kind,
  onClose,
  onImported,
}: {
  bookId: number;
  bookLabel: string;
  kind: ImportKind;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation(BONDED_NS);
  const [file, setFile] = useState<File | null>(null);
  const [onlyValid, setOnlyValid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok?: string; error?: string; refused: Refused[] } | null>(null);
  const rowText = (row: number) => t('rowNo', { row });

  const run = async () => {
    if (!file) {
      setOutcome({ error: t('noFile'), refused: [] });
      return;
    }
    setBusy(true);
    try {
      const answer = await importLines(bookId, kind, file, onlyValid);
      setOutcome({
        ok: t('imported', { imported: answer.imported, total: answer.total }),
        refused: refusedOf(answer.refused, rowText),
      });
      onImported();
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      setOutcome({
        error: api?.message ?? String(error),
        refused: api ? refusedOf(api.errors, rowText) : [],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('importTitle')}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="template" onClick={() => void downloadImportTemplate(kind)}>
          {t('template')}
        </Button>,
        <Button key="run" type="primary" loading={busy} onClick={() => void run()}>
          {t('import')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>
          {t('importBook')}：<strong>{bookLabel}</strong>
        </div>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setOutcome(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button>{t('chooseFile')}</Button>
        </Upload>
        <Checkbox checked={onlyValid} onChange={(e) => setOnlyValid(e.target.checked)}>
          {t('onlyValid')}
        </Checkbox>
        {outcome?.ok && <Alert type="success" showIcon message={outcome.ok} />}
        {outcome?.error && <Alert type="error" showIcon message={outcome.error} />}
        {!!outcome?.refused.length && (
          <List
            className="bonded-import-refused"
            size="small"
            header={t('refusedRows')}
            bordered
            style={{ maxHeight: 320, overflow: 'auto' }}
            dataSource={outcome.refused}
            renderItem={(r) => (
              <List.Item>
                <strong>{r.row}</strong>&nbsp;{r.reasons.join('；')}
              </List.Item>
            )}
          />
        )}
      </Space>
    </Modal>
  );
}
