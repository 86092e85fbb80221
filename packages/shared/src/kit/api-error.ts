/** The one error shape of the API (docs/architecture.md, "API"). */
export interface ApiErrorBody {
  /** The HTTP status. */
  code: number;
  /** A sentence for a person, in the request's language. */
  message: string;
  /** Field path → message, for validation errors. */
  errors?: Record<string, string>;
  /** OAuth2 error code, on /oauth/* failures. */
  error?: string;
  /** The request id, to find the server log line of a 5xx. */
  requestId?: string;
}

/** Success codes of the spec's own calls (platform-shell §9). */
export const CODE_OK = 0;
export const CODE_OK_LOGOUT = 10000;
