import { writeOutboxMessages, type OutboxMessage } from './folder-channel.ts';

interface Pending {
  message: OutboxMessage;
  resolve(file: string): void;
  reject(error: Error): void;
}

/** The most messages one batch writes. */
const MAX_BATCH = 256;
/** Batches written at the same time: while one waits for the disk, the next gathers the new messages. */
const MAX_IN_FLIGHT = 2;

/**
 * Group commit for folder channels: a message handed in while the writer is busy waits, and every
 * message waiting when a batch starts is written by it (`writeOutboxMessages`: files written and forced
 * to disk together, then linked into their outboxes, one directory sync per outbox and batch). A lone
 * message is written at once; under concurrent sends the batches grow by themselves. Each caller gets
 * its own message's path or error.
 */
export class OutboxWriter {
  private readonly queue: Pending[] = [];
  private inFlight = 0;

  write(message: OutboxMessage): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]) {
    const results = await writeOutboxMessages(batch.map((p) => p.message)).catch((e: unknown) =>
      batch.map(() => (e instanceof Error ? e : new Error(String(e)))),
    );
    batch.forEach((p, i) => {
      const r = results[i];
      if (typeof r === 'string') p.resolve(r);
      else p.reject(r ?? new Error('the message was not written'));
    });
  }
}
