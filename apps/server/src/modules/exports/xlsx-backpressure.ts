/** What we read of a piped stream: streams of readable-stream 2 (archiver's) lack `writableLength`. */
interface PipedStream {
  writableLength?: number;
  _writableState?: { length: number };
}

const LIMIT = 4 * 1024 * 1024;
const STALL_MS = 30_000;

/**
 * exceljs's streaming writer pipes each sheet into the zip without waiting for it, so rows produced
 * faster than they are compressed pile up in memory (about 200 MB for a million rows). Waiting here
 * while more than 4 MB is queued keeps memory flat; a queue that does not move for 30 s is an error.
 */
export async function waitForZip(sheet: unknown, signal?: AbortSignal): Promise<void> {
  const pipes = (sheet as { stream?: { pipes?: PipedStream[] } }).stream?.pipes ?? [];
  for (const dest of pipes) {
    const queued = () => dest._writableState?.length ?? dest.writableLength ?? 0;
    let last = queued();
    let since = Date.now();
    while (queued() > LIMIT) {
      if (signal?.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (queued() !== last) {
        last = queued();
        since = Date.now();
      } else if (Date.now() - since > STALL_MS) {
        throw new Error('the spreadsheet compressor stopped');
      }
    }
  }
}
