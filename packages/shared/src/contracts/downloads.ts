import { z } from 'zod';
import { okOnlySchema, okSchema, type DataOf } from './api.ts';

/** One download task as the download panel shows it (business-domain §7). */
export const downloadTaskSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** 0 queued, 1 running, 2 complete, -10 failed. */
  sta: z.number().int(),
  sta_name: z.string(),
  note: z.string(),
  process: z.number(),
  create_time: z.string(),
  /** `/download/file/{id}` once complete, else empty. */
  down_url: z.string(),
  incomplete_num: z.number().int(),
});
export type DownloadTask = Omit<z.infer<typeof downloadTaskSchema>, 'incomplete_num'> & {
  incomplete_num?: number;
};

/** GET /download/index (the specification's own page shape). */
export const downloadListAnswerSchema = okSchema(
  z.object({ data: z.array(downloadTaskSchema), total: z.number().int(), incomplete_num: z.number().int() }),
);
export interface DownloadList {
  data: DownloadTask[];
  total: number;
  incomplete_num?: number;
}

/** POST /download/delete. */
export const downloadDeleteAnswerSchema = okOnlySchema;

/** POST /api/{entity}/export: the download task the export runs in. */
export const exportStartedAnswerSchema = okSchema(z.object({ id: z.number().int() }));
export type ExportStarted = DataOf<typeof exportStartedAnswerSchema>;
