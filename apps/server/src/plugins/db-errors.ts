import { RecordMissingError, StaleVersionError } from '../db/versioned-update.ts';
import { AppError, conflict, notFound } from './app-error.ts';

interface PgLikeError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** The PostgreSQL error behind a driver or ORM error (Drizzle wraps it in `cause`). */
function pgErrorOf(err: unknown): PgLikeError | undefined {
  for (let e = err as (PgLikeError & { cause?: unknown }) | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Lost or refused database connections: the server is up, the database briefly is not. */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection (?:error|is closed)|ECONNRESET|ECONNREFUSED|Client has encountered a connection error|terminating connection/i;

function isConnectionLoss(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.code === 'string' && /^E(CONNRESET|CONNREFUSED|PIPE)$/.test(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Constraint violations that a check before the write could not prevent (a concurrent request won the
 * race) become the same 4xx the check would have given, never a 500.
 */
export function appErrorFromDatabase(err: unknown): AppError | undefined {
  // storage's own refusals of a versioned update (db/versioned-update.ts)
  if (err instanceof StaleVersionError) return conflict();
  if (err instanceof RecordMissingError) return notFound();
  if (isConnectionLoss(err)) return new AppError(503, 'error.database_unavailable');
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  const key = /Key \((.+?)\)=\((.*)\)/.exec(pg.detail ?? '');
  const fields = key?.[1]?.split(',').map((s) => s.trim()) ?? [];
  const values = key?.[2]?.split(',').map((s) => s.trim()) ?? [];
  const field = fields.at(-1) ?? 'id';
  const value = values.at(-1) ?? '';
  switch (pg.code) {
    case '23505':
      return new AppError(400, 'error.validation', undefined, {
        [field]: { key: 'error.duplicate', params: { field: value } },
      });
    case '23503':
      return /still referenced/.test(pg.detail ?? '')
        ? new AppError(409, 'error.in_use')
        : new AppError(400, 'error.validation', undefined, {
            [field]: { key: 'error.not_found_ids', params: { ids: value } },
          });
    case '23502':
      return new AppError(400, 'error.validation', undefined, {
        [pg.column ?? field]: { key: 'field.empty' },
      });
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      return new AppError(400, 'error.bad_request');
    // a check the request passed but a concurrent change broke (a quantity pushed below zero)
    case '23514':
    case '40001':
    case '40P01':
      return new AppError(409, 'error.conflict_version');
    default:
      return undefined;
  }
}
