import { z } from 'zod';
import { idSchema } from '../../plugins/paging.ts';

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.@-]{5,18}$/, { message: 'field.login_username' });
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

const profileFields = {
  name: z.string().trim().min(1).max(100),
  mobile: z.string().trim().max(20).nullish(),
  email: z.email().max(200).nullish().or(z.literal('')),
  customer_code: optionalText(50),
  manage_partner_code: optionalText(50),
  warehouse_codes: optionalText(500),
  company_warehouse: optionalText(500),
  wms_customer_warehouse_codes: optionalText(500),
  introduction: optionalText(500),
};

export const userAddBody = z.strictObject({
  username,
  password: z.string().max(20),
  client_id: z.string().max(64).default('web'),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  org_ids: ids.default([]),
  role_ids: ids.default([]),
  ...profileFields,
});

export const userEditBody = z.strictObject({
  id: idSchema,
  version: z.number().int().positive(),
  ...profileFields,
  name: profileFields.name.optional(),
});

export const userIdBody = z.strictObject({ id: idSchema });
export const userOrgsBody = z.strictObject({ user_id: idSchema, org_ids: ids.min(1) });
export const userRolesBody = z.strictObject({ user_id: idSchema, role_ids: ids.min(1) });
export const userStatusBody = z.strictObject({ id: idSchema, status: z.union([z.literal(0), z.literal(1)]) });
export const resetPasswordBody = z.strictObject({ id: idSchema, password: z.string().max(20) });
export const modifyPasswordBody = z.strictObject({
  id: idSchema.nullish(),
  oldPassword: z.string().max(20),
  password: z.string().max(20),
  confirmPassword: z.string().max(20).optional(),
});
export const byOrgBody = z.strictObject({ org_id: idSchema });
export const viewPermissionGetBody = z.strictObject({ user_id: idSchema });
export const viewPermissionSetBody = z.strictObject({
  user_id: idSchema,
  customer_codes: z.array(z.string().trim().min(1).max(50)).max(1000),
});
