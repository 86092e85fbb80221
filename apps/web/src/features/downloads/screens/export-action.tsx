import { errorText } from '../../../api/error-text.ts';
import { useState } from 'react';
import { App, Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '@app/shared';
import { createExport } from '../api.ts';
import { useDownloads } from '../model/downloads-store.ts';
import { DOWNLOADS_NS } from '../locales.ts';
import { refreshCount } from './use-download-live.ts';
import type { CrudTableApi } from '../../../crud/CrudTable.tsx';
import type { CrudAction } from '../../../crud/EntityTable.tsx';

/**
 * The list's "export" button (shown with the entity's export code): starts a download task for the
 * rows the current search and sort select, then says so with a link to the download panel.
 */
export function useExportAction(def: EntityDef): (table: CrudTableApi) => CrudAction {
  const { t } = useTranslation(DOWNLOADS_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (query: Record<string, unknown>) => {
    setBusy(true);
    try {
      await createExport(def.name, query);
      void refreshCount();
      const key = `export-${def.name}`;
      void message.success({
        key,
        content: (
          <span>
            {t('exportCreated')}
            <Button
              type="link"
              size="small"
              onClick={() => {
                message.destroy(key);
                useDownloads.getState().setPanelOpen(true);
              }}
            >
              {t('viewTasks')}
            </Button>
          </span>
        ),
      });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (table) => ({
    key: 'export',
    label: t('export'),
    permission: def.permissions.export,
    icon: <ExportOutlined />,
    disabled: busy,
    onClick: () => void run(table.query),
  });
}
