import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCKED_CD_STATUSES } from '@app/shared';
import type { Row } from '../../../crud/entity-values.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { DECL_NS } from '../locales/index.ts';

/**
 * The attachments of a declaration from the list, in a drawer (the list loads this module when the
 * drawer first opens); editable with the update permission while the declaration is not locked.
 */
export function AttachmentsDrawer({
  declaration,
  canUpdate,
  onClose,
}: {
  declaration: Row | undefined;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(DECL_NS);
  return (
    <Drawer
      open={!!declaration}
      width={760}
      title={`${t('action.attachments')} ${String(declaration?.cd_sn ?? declaration?.entry_sn ?? '')}`}
      onClose={onClose}
      destroyOnHidden
    >
      {declaration && (
        <AttachmentPanel
          ownerType="declaration"
          ownerId={Number(declaration.id)}
          editable={canUpdate && !LOCKED_CD_STATUSES.includes(String(declaration.cd_status ?? '0'))}
        />
      )}
    </Drawer>
  );
}
