import { z } from 'zod';

/** pageNum from 1; pageSize 10–100, or 999 where pagination is off (platform-shell §9). */
export const pageQuery = z.object({
  access_token: z.string().optional(),
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (n >= 10 && n <= 100) || n === 999, { message: 'error.page_size' })
    .default(20),
});

export const tokenQuery = z.object({ access_token: z.string().optional() });

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export function offsetOf(pageNum: number, pageSize: number) {
  return (pageNum - 1) * pageSize;
}
