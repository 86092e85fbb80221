import { z } from 'zod';

/**
 * Wire shapes every route shares: the one error body and the one list page. Routes declare them in
 * `schema.response` (the server serialises through them and `/docs/json` shows them); the web imports
 * the inferred types instead of writing its own copies.
 */

/**
 * The one error shape of the API: `{ code, message, errors? }` (see kit/api-error.ts). `code` is the
 * HTTP status, or a word where a refusal asks the user something (`sensitive_remind`, with `data`).
 */
export const apiErrorSchema = z
  .looseObject({
    code: z.union([z.number().int(), z.string()]),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    error: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

/** The error answers a route can give, to spread into `schema.response`. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
  503: apiErrorSchema,
} as const;

/** The answer of the specification's own calls: `{ code: 0, data }` (10000 for sign-out and password change). */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string().optional(), data });
}

/** The `data` of a `{ code, data }` answer schema: the type the web reads from `fetchData`. */
export type DataOf<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;

/** `{ code: 0 }` with nothing more to say, or a message. */
export const okOnlySchema = z.object({ code: z.number().int(), message: z.string().optional() });

/** One page of a list: `{ content, totalElements, page, size }`, pages from 1. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  page: number;
  size: number;
}
