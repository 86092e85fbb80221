import { cdStatusForReturnCode, type Lang } from '@app/shared';

type Text = Record<Lang, string>;

/**
 * Declaration return codes (business-domain §4; customs-reference §3.3) with their meaning in the four
 * interface languages. The spec's codes come first; Y and f0 are what we record for a failed import and
 * a client-side failure; the others are customs CHANNEL codes a receipt may carry.
 */
export const RETURN_CODES: Record<string, Text> = {
  ss: { zh: '已发送', en: 'Sent', es: 'Enviada', ja: '送信済み' },
  '0': {
    zh: '导入成功，待申报',
    en: 'Stored, pending send',
    es: 'Almacenada, pendiente de envío',
    ja: '取込済み・申告待ち',
  },
  '7': {
    zh: '直接申报成功',
    en: 'Direct declaration succeeded',
    es: 'Declaración directa correcta',
    ja: '直接申告成功',
  },
  L: {
    zh: '海关入库成功',
    en: 'Stored in full by customs',
    es: 'Registrada por aduanas',
    ja: '税関登録済み',
  },
  J: { zh: '海关已接受申报', en: 'Accepted by customs', es: 'Aceptada por aduanas', ja: '税関受理' },
  E: { zh: '海关退单', en: 'Bounced back', es: 'Devuelta', ja: '差し戻し' },
  H: {
    zh: '海关挂起，需手工申报',
    en: 'Held, manual declaration needed',
    es: 'Retenida, declaración manual',
    ja: '保留（手動申告が必要）',
  },
  K: { zh: '担保放行', en: 'Guaranteed release', es: 'Levante con garantía', ja: '担保許可' },
  P: { zh: '海关已放行', en: 'Released', es: 'Levante concedido', ja: '許可済み' },
  R: { zh: '已结关', en: 'Cleared', es: 'Despachada', ja: '通関完了' },
  C: { zh: '查验通知', en: 'Inspection notice', es: 'Aviso de inspección', ja: '検査通知' },
  Y: { zh: '申报失败', en: 'Declaration failed', es: 'Declaración fallida', ja: '申告失敗' },
  f0: {
    zh: '客户端错误',
    en: 'Customs client error',
    es: 'Error del cliente aduanero',
    ja: '通関クライアントエラー',
  },
  D: { zh: '海关删单', en: 'Deleted by customs', es: 'Anulada por aduanas', ja: '税関削除' },
  G: { zh: '报关单已审结', en: 'Examination concluded', es: 'Examen concluido', ja: '審査終了' },
  Z: { zh: '退回修改', en: 'Returned for correction', es: 'Devuelta para corrección', ja: '修正差し戻し' },
  T: { zh: '需交税费', en: 'Duties payable', es: 'Derechos pendientes', ja: '納税必要' },
};

/** The meaning of a code in a language; an unknown code answers itself. */
export function codeMeaning(code: string, lang: Lang): string {
  return RETURN_CODES[code]?.[lang] ?? code;
}

/** Codes the shared workflow does not map: a failed import or client error, customs returns and deletions. */
const EXTRA_STATUS: Record<string, string> = { Y: '90', f0: '90', Z: '90', D: '90', G: '30', T: '30' };

/**
 * The declaration status (cd_status) a return code leads to: the shared cdStatusForReturnCode
 * (ss → 20; 0, 7, L, J → 30; K, P → 40; R → 50; H, C → 80; E → 90), and 90 for a failed import (Y),
 * a client error (f0), a return for correction (Z) or a deletion (D). Other codes leave it as it is.
 */
export function statusForCode(code: string): string | undefined {
  return cdStatusForReturnCode(code) ?? EXTRA_STATUS[code];
}

/**
 * The milestone time a return code sets, to the receipt's own time: J (customs accepted) allow_time,
 * P (released) pass_time, R (cleared) complete_time, E (bounced) refund_time, C (inspection notice)
 * check_time. Other codes set none.
 */
export const MILESTONE_BY_CODE: Record<
  string,
  'allow_time' | 'pass_time' | 'complete_time' | 'refund_time' | 'check_time'
> = {
  J: 'allow_time',
  P: 'pass_time',
  R: 'complete_time',
  E: 'refund_time',
  C: 'check_time',
};
