import { z } from 'zod';
import { okSchema } from './api.ts';

/** GET /healthz. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** POST /version/index: the running version, for the browser's version cache. */
export const versionAnswerSchema = okSchema(z.object({ version: z.string(), build_time: z.string() }));

/** GET /config/get: one global setting (a number for int settings). */
export const settingAnswerSchema = okSchema(z.union([z.string(), z.number()]).nullable());

/** GET /public/get-enum: the shown entries of an enum group. */
export const enumEntriesAnswerSchema = okSchema(
  z.array(z.object({ enum_key: z.string(), enum_value: z.string() })),
);

/** GET /site/config: the white-label site of the host (see contracts/site.ts). */
export const siteAnswerSchema = okSchema(
  z.object({
    code: z.string(),
    name: z.string(),
    company_name: z.string(),
    client_id: z.string(),
    client_secret: z.string(),
    secret_salt: z.string(),
    logo: z.string(),
    welcome_path: z.string(),
    icp: z.string(),
    slider_check: z.boolean(),
    time_zone: z.string(),
  }),
);

/** One menu entry of /menu/index, with its children (see contracts/menu.ts). */
export const menuEntrySchema: z.ZodType<unknown> = z
  .lazy(() =>
    z.looseObject({
      id: z.number().int(),
      parentId: z.string(),
      type: z.string(),
      path: z.string(),
      title: z.string(),
      code: z.string(),
      groupNo: z.string(),
      hidden: z.boolean(),
      sort: z.number().int(),
      children: z.array(menuEntrySchema),
    }),
  )
  .meta({ id: 'MenuEntry' });

/** GET /menu/index. */
export const menuAnswerSchema = okSchema(z.array(menuEntrySchema));

/** GET /menu/group. */
export const menuGroupsAnswerSchema = okSchema(
  z.array(z.object({ groupNo: z.string(), title: z.string(), icon: z.string() })),
);
