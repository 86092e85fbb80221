/** A channel as the send dialog chooses among them (the channels list's row). */
export interface ChannelChoice {
  id: number;
  name: string;
  company_id?: number | null;
  /** '1' enabled, '0' disabled (the channel definition's `status`). */
  status?: string | null;
  is_default?: boolean | null;
}

/** What the send dialog offers: the usable channels first, the disabled ones last, and the one chosen. */
export interface SendChannelPlan {
  enabled: ChannelChoice[];
  disabled: ChannelChoice[];
  /** Preselected: the declaration's own channel, else its company's default, else the only enabled one. */
  preselected?: number;
}

const isEnabled = (c: ChannelChoice) => String(c.status ?? '1') === '1';

/**
 * The channels a declaration may be sent through (business-domain §3, channel): those of the
 * declaration's company (all when it has none yet), enabled before disabled; a disabled channel is
 * never preselected, since the server refuses it (`send.channel_inactive`).
 */
export function sendChannelPlan(
  channels: readonly ChannelChoice[],
  declaration: { cd_company_id?: unknown; channel_id?: unknown },
): SendChannelPlan {
  const company = Number(declaration.cd_company_id);
  const own =
    Number.isInteger(company) && company > 0 ? channels.filter((c) => c.company_id === company) : [];
  const mine = own.length ? own : channels;
  const enabled = mine.filter(isEnabled);
  const disabled = mine.filter((c) => !isEnabled(c));
  const named = enabled.find((c) => c.id === Number(declaration.channel_id));
  const preferred =
    named ?? enabled.find((c) => c.is_default) ?? (enabled.length === 1 ? enabled[0] : undefined);
  return { enabled, disabled, ...(preferred ? { preselected: preferred.id } : {}) };
}
