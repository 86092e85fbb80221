import { describe, expect, it } from 'vitest';
import { sendChannelPlan } from './send-channel.ts';
import { declarationSendable, LOCKED_CD_STATUSES } from './workflow.ts';

const ch = (id: number, company_id: number, status: string, is_default = false) => ({
  id,
  name: `c${id}`,
  company_id,
  status,
  is_default,
});

describe('sendChannelPlan', () => {
  const channels = [ch(1, 1, '1'), ch(2, 1, '0', true), ch(3, 1, '1', true), ch(4, 2, '1'), ch(5, 2, '0')];

  it('offers the company’s channels, enabled first, and preselects its default', () => {
    const plan = sendChannelPlan(channels, { cd_company_id: 1 });
    expect(plan.enabled.map((c) => c.id)).toEqual([1, 3]);
    expect(plan.disabled.map((c) => c.id)).toEqual([2]);
    expect(plan.preselected).toBe(3);
  });

  it('keeps the declaration’s own channel when it is enabled, never a disabled one', () => {
    expect(sendChannelPlan(channels, { cd_company_id: 1, channel_id: 1 }).preselected).toBe(1);
    expect(sendChannelPlan(channels, { cd_company_id: 1, channel_id: 2 }).preselected).toBe(3);
    expect(sendChannelPlan(channels, { cd_company_id: 2, channel_id: 5 }).preselected).toBe(4);
  });

  it('takes the only enabled one without a default, and none when there are several', () => {
    expect(sendChannelPlan(channels, { cd_company_id: 2 }).preselected).toBe(4);
    expect(sendChannelPlan([ch(1, 1, '1'), ch(6, 1, '1')], { cd_company_id: 1 }).preselected).toBeUndefined();
    expect(sendChannelPlan([ch(2, 1, '0')], { cd_company_id: 1 })).toEqual({
      enabled: [],
      disabled: [ch(2, 1, '0')],
    });
  });
});

describe('declarationSendable', () => {
  it('is a draft, a bounced and a held declaration; never one with customs', () => {
    for (const status of ['0', '80', '90', null, undefined]) expect(declarationSendable(status)).toBe(true);
    for (const status of LOCKED_CD_STATUSES) expect(declarationSendable(status)).toBe(false);
  });
});
