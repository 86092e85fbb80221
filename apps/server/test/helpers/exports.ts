import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.ts';

/** Rows in operation_logs with target = `target`, inserted in one statement. */
export async function seedLogs(t: TestApp, target: string, n: number) {
  await t.database.queryRows(
    'test_seed_logs',
    `insert into operation_logs (username, action, target, record_id, ip, request_id, create_time)
     select 'user' || g, 'create', $1, g::text, '127.0.0.1', 'req-' || g, now() - g * interval '1 second'
     from generate_series(1, $2::int) g`,
    [target, n],
  );
  // as autovacuum would after a bulk load (the embedded database has none): plans use real statistics
  await t.database.queryRows('test_analyze_logs', 'analyze operation_logs', []);
}

export interface TaskState {
  id: number;
  sta: number;
  process: number;
  note: string;
  file_name: string;
}

/** The task row as stored (not through the API: the test may have no running app). */
export async function taskRow(t: TestApp, id: number): Promise<TaskState | undefined> {
  const [row] = await t.database.queryRows<TaskState>(
    'test_task_row',
    'select id, sta, process, note, file_name from download_tasks where id = $1',
    [id],
  );
  return row;
}

/** Waits until the task satisfies `done` (polling the database every 50 ms). */
export async function waitForTask(
  t: TestApp,
  id: number,
  done: (task: TaskState) => boolean,
  timeoutMs = 60_000,
): Promise<TaskState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const task = await taskRow(t, id);
    if (task && done(task)) return task;
    if (Date.now() > until) throw new Error(`task ${id} still ${JSON.stringify(task)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * An xlsx file read back as a workbook. Read as a stream: exceljs's own `Buffer` type (an ArrayBuffer)
 * is not Node's, so `load` takes no Node buffer without a cast.
 */
export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook;
}

/** Reads an xlsx answer: its header row and the number of data rows. */
export async function readXlsx(body: Buffer) {
  const workbook = await loadWorkbook(body);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  return { sheet, headers, dataRows: sheet.actualRowCount - 1 };
}
