import { useRef, useState, type ChangeEvent } from 'react';
import { App } from 'antd';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import type { ReceiptUploaded } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import type { CrudAction } from '../../../crud/EntityTable.tsx';

export interface ReceiptUploadOptions<A extends ReceiptUploaded> {
  label: string;
  permission: string;
  upload: (file: File) => Promise<A>;
  /** What to say once the file is recorded (e.g. its code, or that it came before). */
  doneText: (answer: A) => string;
  /** The file input's data-testid (a browser test sets its file). */
  testId: string;
}

/**
 * A list's "upload receipt" header button: picks an XML receipt file, sends it, says what it recorded
 * and reloads the list. Render `input` (a hidden file input) anywhere on the page.
 */
export function useReceiptUpload<A extends ReceiptUploaded>(options: ReceiptUploadOptions<A>) {
  const { label, permission, upload, doneText, testId } = options;
  const app = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const table = useRef<CrudTableApi | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    setBusy(true);
    try {
      const answer = await upload(file);
      void (answer.duplicate ? app.message.info(doneText(answer)) : app.message.success(doneText(answer)));
      table.current?.reload();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const action = (api: CrudTableApi): CrudAction => ({
    key: 'upload-receipt',
    label,
    permission,
    icon: busy ? <LoadingOutlined /> : <UploadOutlined />,
    disabled: busy,
    onClick: () => {
      table.current = api;
      input.current?.click();
    },
  });
  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".xml,application/xml,text/xml"
      hidden
      data-testid={testId}
      onChange={(e) => void send(e)}
    />
  );
  return { action, input: fileInput };
}
