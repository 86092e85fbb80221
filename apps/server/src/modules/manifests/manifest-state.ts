import { manifest, stateName, type Lang } from '@app/shared';

/** The declaration status field, named as a state. */
const declaration = { fields: { status: manifest.fields.message_status! } };

/** "暂存 · 未申报": the manifest's last action (its workflow's state) and its declaration status, as the list shows them. */
export const manifestStateName = (bill: unknown, message: unknown, lang: Lang = 'zh') =>
  `${stateName(manifest, bill, lang)} · ${stateName(declaration, message, lang)}`;
