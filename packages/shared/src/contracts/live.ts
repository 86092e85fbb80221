import { z } from 'zod';
import { downloadTaskSchema } from './downloads.ts';
import { messageKindSchema } from './messages.ts';

/**
 * What the live channel (`/ws`) pushes: `{ code: 0, type, data }`. The server builds each push with
 * `livePush(type, data)` (typed by this map) and the browser reads `data` with the same schema, so a
 * push the other side does not understand is dropped instead of half-used.
 */
export const livePushSchemas = {
  /** A message for the user (or everyone): shown as a notification. */
  new_msg: z.object({
    msg_id: z.number().int(),
    title: z.string(),
    body: z.string(),
    kind: messageKindSchema,
  }),
  /** The user's unread total changed. */
  unread: z.object({ unread: z.number().int().min(0) }),
  /** A download task of the user changed: the task as the panel lists it, with the unfinished count. */
  download: downloadTaskSchema,
  /** A document the user may be looking at changed state (an appointment reviewed): lists refresh. */
  doc_changed: z.object({ doc: z.string(), id: z.number().int(), status: z.string() }),
  /** Documents changed (a receipt, a save, a review): summaries refresh. Sent at most every few seconds. */
  summary_changed: z.object({ at: z.string() }),
};

export type LivePushType = keyof typeof livePushSchemas;
export type LivePushData<T extends LivePushType> = z.infer<(typeof livePushSchemas)[T]>;
export type NewMessagePush = LivePushData<'new_msg'>;
export type DownloadPush = LivePushData<'download'>;

/** The frame of a push of one type. */
export function livePush<T extends LivePushType>(type: T, data: LivePushData<T>) {
  return { code: 0, type, data };
}

/** The data of a push of one type, or undefined when it is not what that type carries. */
export function readLivePush<T extends LivePushType>(type: T, data: unknown): LivePushData<T> | undefined {
  const parsed = livePushSchemas[type].safeParse(data);
  return parsed.success ? (parsed.data as LivePushData<T>) : undefined;
}

/**
 * The live channel's token travels as WebSocket subprotocols `[LIVE_TOKEN_SUBPROTOCOL, <token>]`
 * (the server answers with this name), never in the URL; `/ws?token=` stays for outside clients.
 */
export const LIVE_TOKEN_SUBPROTOCOL = 'access-token';
