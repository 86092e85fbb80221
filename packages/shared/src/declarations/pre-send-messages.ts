import type { LocalizedText } from '../i18n/text.ts';

/**
 * Messages of the checks made before a declaration is sent (`pre-send.ts`): warnings when it is saved,
 * refusals when it is sent. Each names the field and both values it compares.
 */
export const preSendMessages = {
  'decl.book_mismatch': {
    zh: '核注清单 {list} 的账册号 {book} 与报关单备案号 {record} 不一致',
    en: 'The book number {book} of inventory list {list} differs from the declaration’s record number {record}',
    es: 'El n.º de libro {book} de la lista {list} no coincide con el n.º de registro {record} de la declaración',
    ja: '照合リスト {list} の帳簿番号 {book} が申告書の届出番号 {record} と一致しません',
  },
  'decl.licence_missing': {
    zh: '第 {g_no} 项商品 {code} 的监管条件 {condition} 需要随附单证：{licences}',
    en: 'Goods item {g_no} ({code}, conditions {condition}) needs the licence {licences} among the attached licences',
    es: 'La partida {g_no} ({code}, condiciones {condition}) necesita la licencia {licences} entre los documentos adjuntos',
    ja: '第 {g_no} 項 {code}（監督条件 {condition}）には添付証書 {licences} が必要です',
  },
  'decl.declare_code_mismatch': {
    zh: '申报单位海关编码 {code} 与本企业 {date} 有效的授权申报代码 {valid}（自 {from} 起）不一致',
    en: 'Declaring code {code} differs from the company’s authorised code {valid} valid on {date} (from {from})',
    es: 'El código de declarante {code} no coincide con el código autorizado {valid} vigente el {date} (desde {from})',
    ja: '申告者税関コード {code} が {date} 時点の授権申告コード {valid}（{from} から有効）と一致しません',
  },
  'decl.declare_code_none': {
    zh: '本企业在 {date} 没有有效的授权申报代码（最早自 {first} 起）',
    en: 'The company has no authorised declaring code valid on {date} (the first is valid from {first})',
    es: 'La empresa no tiene código de declarante autorizado vigente el {date} (el primero rige desde {first})',
    ja: '{date} 時点で有効な授権申告コードがありません（最初のコードは {first} から有効）',
  },
} satisfies Record<string, LocalizedText>;
