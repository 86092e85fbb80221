import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the bonded-zone screens (account books and their lines) in their own namespace. */
export const BONDED_NS = 'bonded';

export const zh = {
  lines: '表体',
  declare: '申报',
  declareAsk: '申报核注清单 {{no}}？出区清单将锁定账册数量。',
  timeline: '回执',
  timelineTitle: '核注清单 {{no}} 的申报与回执',
  timelineEmpty: '还没有申报或回执',
  goods: '商品',
  losses: '单损耗',
  confirm: '确认',
  submit: '提交',
  confirmAsk: '确认账册 {{no}}？确认后账册商品不能再手工修改。',
  submitAsk: '提交账册 {{no}} 申报？',
};
export type BondedMessages = typeof zh;

export const en: BondedMessages = {
  lines: 'Lines',
  declare: 'Declare',
  declareAsk: 'Declare inventory list {{no}}? An outbound list locks its quantities on the book.',
  timeline: 'Receipts',
  timelineTitle: 'Declaration and receipts of list {{no}}',
  timelineEmpty: 'Not declared yet, no receipts',
  goods: 'Goods',
  losses: 'Consumption',
  confirm: 'Confirm',
  submit: 'Submit',
  confirmAsk: 'Confirm book {{no}}? Its goods can no longer be changed by hand afterwards.',
  submitAsk: 'Submit book {{no}} for declaration?',
};

export const es: BondedMessages = {
  lines: 'Líneas',
  declare: 'Declarar',
  declareAsk: '¿Declarar la lista {{no}}? Una lista de salida bloquea sus cantidades en el libro.',
  timeline: 'Acuses',
  timelineTitle: 'Declaración y acuses de la lista {{no}}',
  timelineEmpty: 'Aún sin declarar ni acuses',
  goods: 'Mercancías',
  losses: 'Consumos',
  confirm: 'Confirmar',
  submit: 'Enviar',
  confirmAsk: '¿Confirmar el libro {{no}}? Después sus mercancías ya no se pueden cambiar a mano.',
  submitAsk: '¿Enviar el libro {{no}} para su declaración?',
};

export const ja: BondedMessages = {
  lines: '明細',
  declare: '申告',
  declareAsk: '照合リスト {{no}} を申告しますか？搬出リストは帳簿の数量をロックします。',
  timeline: '受領',
  timelineTitle: '照合リスト {{no}} の申告と受領',
  timelineEmpty: 'まだ申告も受領もありません',
  goods: '商品',
  losses: '単位消費',
  confirm: '確認',
  submit: '提出',
  confirmAsk: '帳簿 {{no}} を確認しますか？確認後は商品を手作業で変更できません。',
  submitAsk: '帳簿 {{no}} を申告に提出しますか？',
};

export const bondedLocales: Record<Lang, BondedMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(bondedLocales)) {
  i18n.addResourceBundle(lang, BONDED_NS, messages, true, true);
}
