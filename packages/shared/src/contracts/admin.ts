import { z } from 'zod';
import { okSchema, pageSchema, type DataOf } from './api.ts';
import type { MenuEntry } from './menu.ts';
import { menuEntrySchema } from './system.ts';

const instant = z.union([z.date(), z.string()]);

/** POST /api/roles/{id}/resources: the role's grants after the change. */
export const roleGrantAnswerSchema = okSchema(
  z.object({ role_id: z.number().int(), resource_ids: z.array(z.number().int()) }),
);

/** POST /api/app-clients/{id}/rotate-secret: the new secret, shown once. */
export const rotateSecretAnswerSchema = okSchema(
  z.object({ client_id: z.string(), client_secret: z.string() }),
);
export type RotatedSecret = DataOf<typeof rotateSecretAnswerSchema>;

/** One signed-in session of GET /api/online-sessions. */
export const onlineSessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  client_id: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  ip: z.string().nullable(),
  create_time: instant,
  expires_at: instant,
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineSession = Omit<z.infer<typeof onlineSessionSchema>, 'create_time' | 'expires_at'> & {
  create_time: string;
  expires_at: string;
};

export const onlineSessionPageSchema = pageSchema(onlineSessionSchema);

/** DELETE /api/online-sessions/{ids}. */
export const revokeAnswerSchema = okSchema(z.object({ revoked: z.number().int() }));

/** A user as the administration and the profile calls answer it (never a password hash). */
export const publicUserSchema = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  status: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  client_id: z.string(),
  customer_code: z.string().nullable(),
  introduction: z.string().nullable(),
  is_weak_password: z.boolean(),
  must_change_password: z.boolean(),
  password_changed_at: instant.nullable(),
  create_time: instant,
  update_time: instant,
  version: z.number().int(),
});

/** POST /sys-user/save-user: the saved profile. */
export const profileAnswerSchema = okSchema(publicUserSchema);

/** POST /sys-user/upload-portrait. */
export const avatarAnswerSchema = okSchema(z.object({ avatar_url: z.string() }));

/** The customer codes a staff user is limited to (/sys-user/get|set-user-view-permission). */
export const viewPermissionAnswerSchema = okSchema(
  z.object({ user_id: z.number().int(), customer_codes: z.array(z.string()) }),
);
export type ViewPermission = DataOf<typeof viewPermissionAnswerSchema>;

/** A file sent as it is (an image, a PDF, a workbook): documented as binary, never serialised as JSON. */
export const binaryFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/** One division of the city tree (/system-city/*), with its children in the tree call. */
export const cityNodeSchema: z.ZodType<unknown> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      pid: z.number().int(),
      code: z.string(),
      name: z.string(),
      level: z.number().int(),
      en_name: z.string().nullable(),
      version: z.number().int(),
      children: z.array(cityNodeSchema).optional(),
    }),
  )
  .meta({ id: 'CityNode' });
export const cityListAnswerSchema = okSchema(z.array(cityNodeSchema));
export const cityAnswerSchema = okSchema(cityNodeSchema);
export const cityDeleteAnswerSchema = okSchema(z.null());

/** The shipping-bill screen's calls (/shippingBill/*): code lists, declarations to link, their lines. */
export const shippingBillEnumsAnswerSchema = okSchema(
  z.object({
    items: z.record(z.string(), z.array(z.object({ enum_key: z.string(), enum_value: z.string() }))),
  }),
);
/** A declaration a shipping bill may link to (POST /shippingBill/getCdList). */
export const shippingBillDeclarationSchema = z.looseObject({
  id: z.number().int(),
  cd_sn: z.string().nullable(),
  entry_sn: z.string().nullable(),
  bill_no: z.string().nullable(),
  customer_code: z.string().nullable(),
  ie_flag: z.string().nullable(),
  receiver_name: z.string().nullable(),
});
export type ShippingBillDeclaration = z.infer<typeof shippingBillDeclarationSchema>;
export const shippingBillDeclarationsAnswerSchema = okSchema(
  z.object({ total: z.number().int(), items: z.array(shippingBillDeclarationSchema) }),
);
export const shippingBillLinesAnswerSchema = okSchema(
  z.object({
    items: z.object({ goods: z.array(z.looseObject({})), containers: z.array(z.looseObject({})) }),
  }),
);
/** The `data` of getCdList and getDeclarationOther, as the web reads them. */
export type ShippingBillDeclarations = z.infer<typeof shippingBillDeclarationsAnswerSchema>['data'];
export type ShippingBillLines = z.infer<typeof shippingBillLinesAnswerSchema>['data'];

/** An organisation or role a user holds, by id and name. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

/** A user in the administration's list: with their organisations and roles. */
export const adminUserSchema = publicUserSchema.extend({
  orgs: z.array(namedSchema),
  roles: z.array(namedSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The user administration calls (/code/oauth2/sys-user-dto/*): users with their organisations and roles. */
export const userListAnswerSchema = okSchema(
  z.object({
    list: z.array(adminUserSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type UserList = DataOf<typeof userListAnswerSchema>;
export const userAnswerSchema = okSchema(publicUserSchema);
export const maybeUserAnswerSchema = okSchema(publicUserSchema.optional());
export const usersAnswerSchema = okSchema(z.array(publicUserSchema));
export const nullAnswerSchema = okSchema(z.null());

/** One resource (menu group, page, embedded page or button) as the resource administration answers it. */
export const resourceRecordSchema = z.looseObject({
  id: z.number().int(),
  parent_id: z.number().int(),
  code: z.string(),
  type: z.string(),
  sort: z.number().int(),
  has_children: z.boolean().optional(),
});

/** The resource administration calls (/code/oauth2/sys-resource-dto/*, /resource/get-resource-by-role-id). */
export const resourcePageAnswerSchema = okSchema(
  z.object({
    list: z.array(resourceRecordSchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type ResourcePage = DataOf<typeof resourcePageAnswerSchema>;
export const resourcesAnswerSchema = okSchema(z.array(resourceRecordSchema));
export type ResourceRecords = DataOf<typeof resourcesAnswerSchema>;
/** A saved resource (add, edit): the stored row. */
export const resourceAnswerSchema = okSchema(z.looseObject({}).optional());
/** The resource tree of a client (menu entries with their children) and the ids a role holds. */
export const grantTreeAnswerSchema = okSchema(
  z.object({ tree: z.array(menuEntrySchema), checkedIds: z.array(z.number().int()) }),
);
export interface GrantTree {
  tree: MenuEntry[];
  checkedIds: number[];
}

/** POST /sys-user/save-user: what the signed-in user may change in their own profile. */
export const profileInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  mobile: z.string().trim().max(20).nullish(),
  email: z.email().max(200).nullish().or(z.literal('')),
  introduction: z.string().trim().max(500).nullish(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** POST /code/oauth2/sys-user-dto/modifyUserPassword: the signed-in user's own password change. */
export const passwordChangeSchema = z.strictObject({
  id: z.number().int().positive().nullish(),
  oldPassword: z.string().max(20),
  password: z.string().max(20),
  confirmPassword: z.string().max(20).optional(),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** POST /api/companies/{id}/images/{kind}: the stored image's name (also the company's seal_image or signature_image). */
export const companyImageAnswerSchema = okSchema(
  z.object({ kind: z.enum(['seal', 'signature']), name: z.string().nullable() }),
);
export type CompanyImageAnswer = DataOf<typeof companyImageAnswerSchema>;
