import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { downloadTasks, globalSettings } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/app-error.ts';
import { STA } from './download-tasks.ts';

/** The export limits an administrator sets under 系统设置 › 下载, with the shipped defaults. */
export const EXPORT_LIMIT_DEFAULTS = {
  export_max_pending: 5,
  export_max_mb: 500,
  export_keep_days: 7,
} as const;

export type ExportLimits = { -readonly [K in keyof typeof EXPORT_LIMIT_DEFAULTS]: number };

/** The current limits: a missing or unreadable setting (not a positive integer) takes its default. */
export async function exportLimits(db: DbOrTx): Promise<ExportLimits> {
  const codes = Object.keys(EXPORT_LIMIT_DEFAULTS) as (keyof ExportLimits)[];
  const rows = await db
    .select({ code: globalSettings.code, val: globalSettings.val })
    .from(globalSettings)
    .where(inArray(globalSettings.code, codes));
  const limits: ExportLimits = { ...EXPORT_LIMIT_DEFAULTS };
  for (const row of rows) {
    const n = Number(row.val);
    if (Number.isInteger(n) && n > 0) limits[row.code as keyof ExportLimits] = n;
  }
  return limits;
}

const MB = 1024 * 1024;

/**
 * Refuses a new export (429, nothing written) when the user already has as many exports queued or
 * running as allowed, or when their finished files take the storage allowed.
 */
export async function assertExportQuota(db: DbOrTx, userId: number): Promise<void> {
  const limits = await exportLimits(db);
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${downloadTasks.sta} in (${STA.queued}, ${STA.running})))::int`,
      bytes: sql<number>`coalesce(sum(${downloadTasks.file_size}) filter (where ${downloadTasks.sta} = ${STA.complete}), 0)::float8`,
    })
    .from(downloadTasks)
    .where(and(eq(downloadTasks.user_id, userId)));
  const pending = row?.pending ?? 0;
  const bytes = row?.bytes ?? 0;
  if (pending >= limits.export_max_pending)
    throw new AppError(429, 'download.quota_pending', { count: pending, max: limits.export_max_pending });
  if (bytes >= limits.export_max_mb * MB)
    throw new AppError(429, 'download.quota_bytes', {
      used: Math.round((bytes / MB) * 10) / 10,
      max: limits.export_max_mb,
    });
}
