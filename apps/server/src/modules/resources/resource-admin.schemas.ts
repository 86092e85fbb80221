import { z } from 'zod';
import { RESOURCE_TYPES } from '@app/shared';
import { idSchema } from '../../plugins/paging.ts';

const text = (max: number) => z.string().trim().max(max);
const typeEnum = z.enum(
  Object.keys(RESOURCE_TYPES) as [keyof typeof RESOURCE_TYPES, ...(keyof typeof RESOURCE_TYPES)[]],
);

const resourceFields = {
  parent_id: z.number().int().min(0).default(0),
  type: typeEnum,
  code: text(100)
    .min(1)
    .regex(/^[A-Za-z0-9:_./-]+$/, { message: 'field.resource_code' }),
  name: text(100).min(1),
  title: text(100).min(1),
  path: text(300).nullish(),
  url: text(500).nullish(),
  icon: text(100).nullish(),
  group_no: text(20).nullish(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  client_ids: text(200)
    .min(1)
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, { message: 'field.client_ids' })
    .default('web'),
  extend: z.enum(['0', '1']).default('0'),
  bind_path: text(300).nullish(),
  hidden: z.boolean().default(false),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
};

export const resourceAddBody = z.strictObject(resourceFields);
export const resourceEditBody = z.strictObject({
  id: idSchema,
  version: z.number().int().positive(),
  ...Object.fromEntries(Object.entries(resourceFields).map(([k, v]) => [k, v.optional()])),
} as { id: typeof idSchema; version: z.ZodNumber } & {
  [K in keyof typeof resourceFields]: z.ZodOptional<(typeof resourceFields)[K]>;
});

export const resourceListBody = z
  .strictObject({
    name: text(100).nullish(),
    code: text(100).nullish(),
    parent_id: z.number().int().min(0).nullish(),
    client_id: text(64).nullish(),
    type: typeEnum.nullish(),
  })
  .nullish();
export const childrenBody = z.strictObject({ parent_id: z.number().int().min(0) });
export const grantListBody = z.strictObject({ client_id: text(64).min(1), role_id: idSchema.nullish() });
export const roleIdBody = z.strictObject({ role_id: idSchema });
