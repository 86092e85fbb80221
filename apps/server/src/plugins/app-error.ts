import type { MessageParams } from '@app/shared';

/** An error a client caused or may see: an HTTP status, a catalog message key and field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params?: MessageParams,
    /** Field path → catalog key (translated when answered). */
    readonly fieldErrors?: Record<string, { key: string; params?: MessageParams }>,
    /** OAuth2 error code for /oauth/* answers. */
    readonly oauthError?: string,
  ) {
    super(key);
  }
}

/**
 * A 409 the user resolves by confirming, not by changing anything: answered
 * `{ code: '<reason>', message, data }` (a declaration's remind-level sensitive words, for instance);
 * the client repeats the call with its confirmation.
 */
export class ConfirmationRequired extends AppError {
  constructor(
    readonly reason: string,
    key: string,
    readonly data: unknown,
  ) {
    super(409, key);
  }
}

export const badRequest = (key: string, params?: MessageParams) => new AppError(400, key, params);
export const notFound = () => new AppError(404, 'error.not_found');
export const conflict = (key = 'error.conflict_version', params?: MessageParams) =>
  new AppError(409, key, params);
/** A 400 naming one field. */
export const fieldError = (field: string, key: string, params?: MessageParams) =>
  new AppError(400, 'error.validation', undefined, { [field]: { key, ...(params ? { params } : {}) } });
