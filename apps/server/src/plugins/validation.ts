import { z, type ZodType } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { t, type Lang } from '@app/shared';

/** A failed request-part validation; messages are produced later, in the request's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly part: string,
    readonly schema: ZodType,
    readonly input: unknown,
  ) {
    super(`invalid ${part}`);
  }
}

/** Zod validator for every route: on failure keep the schema and input to explain it in the right language. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'body', schema, data) };
  };

const zodLocales = {
  zh: z.locales.zhCN,
  en: z.locales.en,
  es: z.locales.es,
  ja: z.locales.ja,
} satisfies Record<Lang, () => { localeError: z.core.$ZodErrorMap }>;

/** Field path → message in the given language; custom issues carry catalog keys and are translated. */
export function explainValidation(err: RequestValidationError, lang: Lang): Record<string, string> {
  const result = err.schema.safeParse(err.input, { error: zodLocales[lang]().localeError });
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : err.part;
    if (errors[path]) continue;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[issue.path.concat(key).map(String).join('.')] = issue.message;
      continue;
    }
    const params =
      issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined;
    errors[path] = t(issue.message, lang, params);
  }
  return errors;
}
