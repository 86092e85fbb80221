import type { LocalizedText } from '../i18n/text.ts';

/** Messages of the shared format checks (filled in by the validators). */
export const validatorMessages = {} satisfies Record<string, LocalizedText>;
