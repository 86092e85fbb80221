import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';

/** The attachments' owner type of a transport order. */
export const TRANSPORT_OWNER_TYPE = 'transport-order';
/** The attachment kind of a proof of delivery (签收单/回单). */
export const POD_KIND = 'pod';

/**
 * Whether a transport order has its proof of delivery: an attachment row of kind `pod` holding a file.
 * A delivery is confirmed only with one.
 */
export async function hasProofOfDelivery(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.owner_type, TRANSPORT_OWNER_TYPE),
        eq(attachments.owner_id, orderId),
        eq(attachments.kind, POD_KIND),
        isNotNull(attachments.file_key),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The proof-of-delivery row of a dispatched order (签收单, a header row: its file may be replaced but the
 * row stays), made once so the dispatcher only uploads the signed receipt into it.
 */
export async function ensurePodRow(
  tx: DbOrTx,
  order: { id: number; company_id: number | null; customer_code: string },
) {
  const [existing] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.owner_type, TRANSPORT_OWNER_TYPE),
        eq(attachments.owner_id, order.id),
        eq(attachments.kind, POD_KIND),
      ),
    )
    .limit(1);
  if (existing) return;
  await tx.insert(attachments).values({
    owner_type: TRANSPORT_OWNER_TYPE,
    owner_id: order.id,
    kind: POD_KIND,
    title: '签收单',
    is_header: true,
    company_id: order.company_id,
    customer_code: order.customer_code,
  });
}
