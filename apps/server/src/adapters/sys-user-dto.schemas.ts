import { z } from 'zod';
import { passwordChangeSchema } from '@app/shared';
import { idSchema } from '../plugins/paging.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const ids = z.array(idSchema).max(500);

export const userListBody = z
  .strictObject({
    username: optionalText(64),
    name: optionalText(100),
    status: z.union([z.literal(0), z.literal(1)]).nullish(),
    org_id: idSchema.nullish(),
    client_id: optionalText(64),
  })
  .nullish();

/** A new user: the grants are the adapter's, the rest is checked by the users definition. */
export const userAddBody = z.looseObject({
  org_ids: ids.default([]),
  role_ids: ids.default([]),
});

/** A profile edit: id and version select it, the fields are checked by the users definition. */
export const userEditBody = z.looseObject({
  id: idSchema,
  version: z.number().int().positive(),
});

export const userIdBody = z.strictObject({ id: idSchema });
export const userOrgsBody = z.strictObject({ user_id: idSchema, org_ids: ids.min(1) });
export const userRolesBody = z.strictObject({ user_id: idSchema, role_ids: ids.min(1) });
export const userStatusBody = z.strictObject({ id: idSchema, status: z.union([z.literal(0), z.literal(1)]) });
export const resetPasswordBody = z.strictObject({ id: idSchema, password: z.string().max(20) });
export const modifyPasswordBody = passwordChangeSchema;
export const byOrgBody = z.strictObject({ org_id: idSchema });
export const viewPermissionGetBody = z.strictObject({ user_id: idSchema });
export const viewPermissionSetBody = z.strictObject({
  user_id: idSchema,
  customer_codes: z.array(z.string().trim().min(1).max(50)).max(1000),
});
