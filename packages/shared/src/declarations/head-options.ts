import { options } from '../kit/fields.ts';

/** The option sets of the declaration head's coded fields (import/export, status, entry type, …). */

/** 0 import, 1 export (the message's IEFlag is I / E). */
export const IE_FLAG_OPTIONS = options({
  '0': { zh: '进口', en: 'Import', es: 'Importación', ja: '輸入' },
  '1': { zh: '出口', en: 'Export', es: 'Exportación', ja: '輸出' },
});

/** Our workflow status of a declaration; `cdStatusForReturnCode` maps receipt codes onto it. */
export const CD_STATUS_OPTIONS = options({
  '0': { zh: '暂存', en: 'Draft', es: 'Borrador', ja: '一時保存' },
  '20': { zh: '已申报', en: 'Sent', es: 'Declarada', ja: '申告済み' },
  '30': { zh: '海关已接收', en: 'Accepted by customs', es: 'Aceptada por aduana', ja: '税関受理済み' },
  '40': { zh: '已放行', en: 'Released', es: 'Con levante', ja: '許可済み' },
  '50': { zh: '已结关', en: 'Cleared', es: 'Despacho concluido', ja: '通関完了' },
  '80': { zh: '挂起/查验', en: 'Held / inspection', es: 'Retenida / inspección', ja: '保留・検査' },
  '90': { zh: '退单', en: 'Bounced back', es: 'Devuelta', ja: '差戻し' },
});

/**
 * bill_status (business-domain §4: values 1 and 2 are seen): whether shipping bills (提运单) are linked to
 * the declaration. Set by the server when a bill links or unlinks (modules/shipping-bills), never by a save.
 */
export const DECLARATION_BILL_STATUS = options({
  '1': { zh: '未关联提运单', en: 'No shipping bill', es: 'Sin conocimiento', ja: 'B/L 未関連' },
  '2': { zh: '已关联提运单', en: 'Shipping bill linked', es: 'Conocimiento vinculado', ja: 'B/L 関連済み' },
});
export const DECLARATION_BILL_CODE = { unlinked: '1', linked: '2' } as const;

/** Fee/insurance/other charge mark: 1 rate, 2 per unit, 3 total amount. */
export const CHARGE_MARK_OPTIONS = options({
  '1': { zh: '率', en: 'Rate', es: 'Tasa', ja: '料率' },
  '2': { zh: '单价', en: 'Per unit', es: 'Precio unitario', ja: '単価' },
  '3': { zh: '总价', en: 'Total', es: 'Precio total', ja: '総額' },
});

/** EntryType: how the declaration is lodged (customs-reference.md, DecHead). */
export const ENTRY_TYPE_OPTIONS = options({
  '0': { zh: '普通报关单', en: 'Ordinary declaration', es: 'Declaración ordinaria', ja: '通常の通関申告書' },
  L: {
    zh: '带报关单清单的报关单',
    en: 'Declaration with a list',
    es: 'Declaración con lista adjunta',
    ja: 'リスト付き通関申告書',
  },
  W: { zh: '无纸报关', en: 'Paperless declaration', es: 'Declaración sin papel', ja: 'ペーパーレス申告' },
  D: {
    zh: '既是清单又是无纸报关',
    en: 'List and paperless',
    es: 'Lista y sin papel',
    ja: 'リスト兼ペーパーレス申告',
  },
  M: { zh: '无纸化通关', en: 'Paperless clearance', es: 'Despacho sin papel', ja: 'ペーパーレス通関' },
});

/** DeclTrnRel: an ordinary declaration or one lodged ahead of a transit. */
export const DECL_TRN_REL_OPTIONS = options({
  '0': { zh: '一般报关单', en: 'Ordinary declaration', es: 'Declaración ordinaria', ja: '一般通関申告書' },
  '1': {
    zh: '转关提前报关单',
    en: 'Transit declaration lodged ahead',
    es: 'Declaración de tránsito anticipada',
    ja: '保税転送事前申告書',
  },
});

/** EdiId: the declaring flag. */
export const EDI_ID_OPTIONS = options({
  '1': { zh: '普通报关', en: 'Ordinary', es: 'Ordinaria', ja: '通常申告' },
  '3': {
    zh: '北方转关提前',
    en: 'Transit ahead (north)',
    es: 'Tránsito anticipado (norte)',
    ja: '保税転送事前（北方）',
  },
  '5': {
    zh: '南方转关提前',
    en: 'Transit ahead (south)',
    es: 'Tránsito anticipado (sur)',
    ja: '保税転送事前（南方）',
  },
  '6': {
    zh: '普通报关/H2000 直转',
    en: 'Ordinary / H2000 direct transit',
    es: 'Ordinaria / tránsito directo H2000',
    ja: '通常申告／H2000 直接転送',
  },
});
