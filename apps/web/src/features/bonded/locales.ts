import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the bonded-zone screens (account books and their lines) in their own namespace. */
export const BONDED_NS = 'bonded';

export const zh = {
  goods: '商品',
  losses: '单损耗',
  confirm: '确认',
  submit: '提交',
  confirmAsk: '确认账册 {{no}}？确认后账册商品不能再手工修改。',
  submitAsk: '提交账册 {{no}} 申报？',
};
export type BondedMessages = typeof zh;

export const en: BondedMessages = {
  goods: 'Goods',
  losses: 'Consumption',
  confirm: 'Confirm',
  submit: 'Submit',
  confirmAsk: 'Confirm book {{no}}? Its goods can no longer be changed by hand afterwards.',
  submitAsk: 'Submit book {{no}} for declaration?',
};

export const es: BondedMessages = {
  goods: 'Mercancías',
  losses: 'Consumos',
  confirm: 'Confirmar',
  submit: 'Enviar',
  confirmAsk: '¿Confirmar el libro {{no}}? Después sus mercancías ya no se pueden cambiar a mano.',
  submitAsk: '¿Enviar el libro {{no}} para su declaración?',
};

export const ja: BondedMessages = {
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
