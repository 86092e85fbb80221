import { and, eq } from 'drizzle-orm';
import { declaration, LOCKED_CD_STATUSES } from '@app/shared';
import { declarations } from '../../db/schema/index.ts';
import { registerAttachmentOwner } from '../attachments/attachment-owners.ts';
import { declarationScope } from './declarations.scope.ts';

const dc = declarations;

/**
 * A declaration's attached documents (随附单据: contract, invoice, packing list, …) are attachment rows:
 * seen with the list permission, changed with the edit permission while the declaration is not at
 * customs (its locked statuses), in the caller's data scope.
 */
registerAttachmentOwner('declaration', {
  async load(tx, actor, id) {
    const [row] = await tx
      .select({ company_id: dc.cd_company_id, customer_code: dc.customer_code, cd_status: dc.cd_status })
      .from(dc)
      .where(and(eq(dc.id, id), declarationScope(actor)));
    if (!row) return undefined;
    const locked = LOCKED_CD_STATUSES.includes(row.cd_status ?? '0');
    return {
      company_id: row.company_id,
      customer_code: row.customer_code,
      editable: !locked,
      stateName: locked ? '已申报' : '暂存',
    };
  },
  viewPerm: declaration.permissions.list,
  editPerm: declaration.permissions.edit,
});
