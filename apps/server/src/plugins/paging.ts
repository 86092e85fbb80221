import { z } from 'zod';
import { strictInt } from '@app/shared';

/** pageNum from 1; pageSize 10–100, or 999 where pagination is off (platform-shell §9). */
export const pageQuery = z.object({
  access_token: z.string().optional(),
  pageNum: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (n >= 10 && n <= 100) || n === 999, { message: 'error.page_size' })
    .default(20),
});

export const tokenQuery = z.object({ access_token: z.string().optional() });

/** A record id: a positive 32-bit integer, from a number or a string of digits, never from `true`. */
export const idSchema = strictInt((n) => n.positive().max(2_147_483_647));

export function offsetOf(pageNum: number, pageSize: number) {
  return (pageNum - 1) * pageSize;
}
