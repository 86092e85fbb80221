import type { FastifyInstance } from 'fastify';
import { livePush, t, type Lang } from '@app/shared';
import { formatBusinessTime } from '@app/shared';

/** Download task statuses (business-domain §3). */
export const STA = { queued: 0, running: 1, complete: 2, failed: -10 } as const;
export type Sta = (typeof STA)[keyof typeof STA];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface TaskRow {
  id: number;
  user_id: number;
  file_name: string;
  sta: number;
  note: string;
  process: number;
  file_key: string | null;
  create_time: Date | string;
}

/** A task as the download panel and the push show it. */
export interface TaskView {
  id: number;
  file_name: string;
  sta: number;
  sta_name: string;
  note: string;
  process: number;
  create_time: string;
  down_url: string;
  incomplete_num: number;
}

export const staName = (sta: number, lang: Lang) => t(`download.sta.${sta}`, lang);
export const downUrl = (task: { id: number; sta: number }) =>
  task.sta === STA.complete ? `/download/file/${task.id}` : '';

/** yyyy-MM-dd HH:mm:ss in the business time zone. */
export function formatTime(value: Date | string): string {
  return formatBusinessTime(value);
}

export function taskView(row: TaskRow, lang: Lang, incomplete: number): TaskView {
  return {
    id: row.id,
    file_name: row.file_name,
    sta: row.sta,
    sta_name: staName(row.sta, lang),
    note: row.note,
    process: row.process,
    create_time: formatTime(row.create_time),
    down_url: downUrl(row),
    incomplete_num: incomplete,
  };
}

const TASK_COLUMNS = 'id, user_id, file_name, sta, note, process, file_key, create_time';

export async function incompleteCount(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.database.queryRows<{ n: number }>(
    'download_incomplete',
    'select count(*)::int as n from download_tasks where user_id = $1 and sta in (0, 1)',
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Changes a task and pushes its new state to its owner's sockets (any process). Answers undefined when
 * the task no longer exists (its owner deleted it).
 */
export async function updateTask(
  app: FastifyInstance,
  id: number,
  change: {
    sta?: Sta;
    process?: number;
    note?: string;
    file_key?: string;
    row_count?: number;
    file_size?: number;
  },
  lang: Lang,
): Promise<TaskRow | undefined> {
  const [row] = await app.database.queryRows<TaskRow>(
    'download_task_update',
    `update download_tasks set sta = coalesce($2, sta), process = coalesce($3, process),
       note = coalesce($4, note), file_key = coalesce($5, file_key), row_count = coalesce($6, row_count),
       file_size = coalesce($7, file_size),
       finish_time = case when $2::smallint in (2, -10) then now() else finish_time end
     where id = $1 returning ${TASK_COLUMNS}`,
    [
      id,
      change.sta ?? null,
      change.process ?? null,
      change.note?.slice(0, 500) ?? null,
      change.file_key ?? null,
      change.row_count ?? null,
      change.file_size ?? null,
    ],
  );
  if (!row) return undefined;
  await pushTask(app, row, lang);
  return row;
}

export async function pushTask(app: FastifyInstance, row: TaskRow, lang: Lang) {
  const data = taskView(row, lang, await incompleteCount(app, row.user_id));
  await app.hub.publish({ userIds: [row.user_id] }, livePush('download', data));
}

export async function taskOf(app: FastifyInstance, id: number): Promise<TaskRow | undefined> {
  const [row] = await app.database.queryRows<TaskRow>(
    'download_task_by_id',
    `select ${TASK_COLUMNS} from download_tasks where id = $1`,
    [id],
  );
  return row;
}

export async function listTasks(app: FastifyInstance, userId: number, page: number, size: number) {
  const rows = await app.database.queryRows<TaskRow>(
    'download_task_page',
    `select ${TASK_COLUMNS} from download_tasks where user_id = $1 order by id desc limit $2 offset $3`,
    [userId, size, (page - 1) * size],
  );
  const [total] = await app.database.queryRows<{ n: number }>(
    'download_task_count',
    'select count(*)::int as n from download_tasks where user_id = $1',
    [userId],
  );
  return { rows, total: total?.n ?? 0 };
}
