import { errorText } from '../api/error-text.ts';
export { errorText } from '../api/error-text.ts';
import type { ReactNode } from 'react';
import type { App } from 'antd';
import i18n from '../i18n/index.ts';
import { CRUD_NS } from './locales.ts';

type AppApi = ReturnType<typeof App.useApp>;

const text = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ns: CRUD_NS, ...params });

/**
 * A confirm titled 提示 (platform-shell §8) that runs a call on OK, then says 操作成功 and runs
 * `after`; a failed call shows its message.
 */
export function confirmThen(
  app: Pick<AppApi, 'modal' | 'message'>,
  content: ReactNode,
  run: () => Promise<unknown>,
  options: { danger?: boolean; after?: () => void; success?: boolean } = {},
): void {
  app.modal.confirm({
    title: text('tip'),
    content,
    okText: text('confirm'),
    cancelText: text('cancel'),
    okButtonProps: { danger: options.danger },
    onOk: async () => {
      try {
        await run();
        if (options.success !== false) void app.message.success(text('success'));
        options.after?.();
      } catch (error) {
        void app.message.error(errorText(error));
      }
    },
  });
}

/** Copies text to the clipboard (with the old fallback where the Clipboard API is refused). */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
