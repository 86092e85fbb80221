import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret (the specification's own forms: a token, or the password grant
 * sent as a query): never written to a log.
 */
const TOKEN_PARAMS =
  /([?&](?:access_token|token|refresh_token|password|client_secret|clientSecret|slider_id)=)[^&#]*/gi;

/** A URL as it may be logged: token parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAMS, '$1[redacted]');
}

/** The request as the access log records it, without the tokens a URL may carry. */
export function requestLogView(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
