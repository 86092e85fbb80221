import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../plugins/actor.ts';

/** What the attachments need to know of the document that owns them. */
export interface AttachmentOwnerState {
  company_id: number | null;
  customer_code: string | null;
  /** Files may be added and removed now (an appointment in draft or rejected). */
  editable: boolean;
  /** The owner's state in words, for the refusal message. */
  stateName: string;
}

/** A kind of document that carries attachments, registered by its module. */
export interface AttachmentOwner {
  /** The owner in the caller's data scope, or undefined when it does not exist or is out of scope. */
  load(tx: DbOrTx, actor: Actor, ownerId: number): Promise<AttachmentOwnerState | undefined>;
  /** Permission to list and download. */
  viewPerm: string;
  /** Permission to add rows, upload and delete files. */
  editPerm: string;
}

const owners = new Map<string, AttachmentOwner>();

/** Called once per owner type by its module when its routes are registered. */
export function registerAttachmentOwner(type: string, owner: AttachmentOwner): void {
  owners.set(type, owner);
}

export function attachmentOwner(type: string): AttachmentOwner | undefined {
  return owners.get(type);
}

export function attachmentOwnerTypes(): string[] {
  return [...owners.keys()];
}
