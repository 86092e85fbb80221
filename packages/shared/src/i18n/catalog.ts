import { backgroundMessages } from './background-messages.ts';
import { commonMessages } from './common-messages.ts';
import { validatorMessages } from '../validators/messages.ts';
import { declarationMessages } from '../declarations/messages.ts';
import { preSendMessages } from '../declarations/pre-send-messages.ts';
import { elementMessages } from '../declarations/elements.ts';
import { bondedMessages } from '../bonded/messages.ts';
import { passportMessages } from '../bonded/passport-messages.ts';
import { appointmentMessages } from '../logistics/appointment-messages.ts';
import { attachmentMessages } from '../logistics/attachment-messages.ts';
import { transportMessages } from '../logistics/transport-messages.ts';
import { registrationMessages } from '../registration/messages.ts';
import { chargeMessages } from '../finance/charge-messages.ts';
import { statementMessages } from '../finance/statement-messages.ts';
import type { Lang } from './lang.ts';
import { localize, type LocalizedText, type MessageParams } from './text.ts';

/** Every message key the browser and the server share, in one catalog. */
export const catalog: Record<string, LocalizedText> = {
  ...commonMessages,
  ...backgroundMessages,
  ...validatorMessages,
  ...declarationMessages,
  ...preSendMessages,
  ...elementMessages,
  ...bondedMessages,
  ...passportMessages,
  ...appointmentMessages,
  ...attachmentMessages,
  ...transportMessages,
  ...registrationMessages,
  ...chargeMessages,
  ...statementMessages,
};

export type MessageKey =
  | keyof typeof commonMessages
  | keyof typeof backgroundMessages
  | keyof typeof validatorMessages
  | keyof typeof declarationMessages
  | keyof typeof elementMessages
  | keyof typeof bondedMessages
  | keyof typeof passportMessages
  | keyof typeof appointmentMessages
  | keyof typeof attachmentMessages
  | keyof typeof transportMessages
  | keyof typeof registrationMessages
  | keyof typeof chargeMessages
  | keyof typeof statementMessages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalog, value);
}

/** Translates a catalog key; unknown keys are returned as they are (already a message). */
export function t(key: string, lang: Lang, params?: MessageParams): string {
  const text = catalog[key];
  return text ? localize(text, lang, params) : key;
}
