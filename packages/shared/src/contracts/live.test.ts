import { describe, expect, it } from 'vitest';
import { livePush, readLivePush } from './live.ts';

describe('live pushes', () => {
  it('frames a push and reads its data back with the same contract', () => {
    const frame = livePush('unread', { unread: 3 });
    expect(frame).toEqual({ code: 0, type: 'unread', data: { unread: 3 } });
    expect(readLivePush('unread', frame.data)).toEqual({ unread: 3 });
  });

  it('drops data that is not what its type carries', () => {
    expect(readLivePush('unread', { unread: -1 })).toBeUndefined();
    expect(readLivePush('new_msg', { msg_id: 1, title: 't', body: 'b', kind: 'spam' })).toBeUndefined();
    expect(readLivePush('download', { id: 7 })).toBeUndefined();
    expect(readLivePush('download', null)).toBeUndefined();
  });
});
