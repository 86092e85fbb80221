import { z } from 'zod';
import { RESOURCE_TYPES } from '@app/shared';
import { idSchema } from '../plugins/paging.ts';

const text = (max: number) => z.string().trim().max(max);
const typeEnum = z.enum(
  Object.keys(RESOURCE_TYPES) as [keyof typeof RESOURCE_TYPES, ...(keyof typeof RESOURCE_TYPES)[]],
);

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
