import { options } from '../kit/fields.ts';
import { tx } from './bonded-fields.ts';

// The account book's states and codes (its definition is account-book.entity.ts, which re-exports these).

/** Status of an account book (business-domain: account book). Changed by its moves (the definition's workflow), never typed. */
export const BOOK_STATUS = options({
  '0': tx('未确认', 'Unconfirmed', 'Sin confirmar', '未確認'),
  '1': tx('已确认', 'Confirmed', 'Confirmado', '確認済み'),
  '2': tx('已提交', 'Submitted', 'Enviado', '提出済み'),
  '3': tx('申报成功', 'Declared', 'Declarado', '申告成功'),
  '4': tx('申报失败', 'Declaration failed', 'Declaración fallida', '申告失敗'),
});
export const BOOK_STATUS_CODE = {
  unconfirmed: '0',
  confirmed: '1',
  submitted: '2',
  declaredOk: '3',
  declaredFailed: '4',
} as const;

/** Inside or outside the zone (ems_outside). */
export const BOOK_PLACE = options({
  '0': tx('区内', 'Inside the zone', 'Dentro de la zona', '区域内'),
  '1': tx('区外', 'Outside the zone', 'Fuera de la zona', '区域外'),
});

/** The older product's book types 26 to 30 (ems_type); the customs book kind is book_type and bwl_type. */
export const BOOK_EMS_TYPES = options(
  Object.fromEntries(
    ['26', '27', '28', '29', '30'].map((c) => [c, tx(`类型 ${c}`, `Type ${c}`, `Tipo ${c}`, `種別 ${c}`)]),
  ),
);

/** Logistics book type (bwlBookTypecd, params/sas_field_enums.csv). */
export const BWL_BOOK_TYPES = options({
  TW: tx('区域物流账册', 'Zone logistics book', 'Libro logístico de zona', '区域物流帳簿'),
  L: tx('区外物流账册', 'Outside-zone logistics book', 'Libro logístico externo', '区域外物流帳簿'),
});

/** Zone or warehouse kind of the book (bwlTypecd). */
export const BWL_TYPES = options({
  A: tx('保税物流中心A', 'Bonded logistics centre A', 'Centro logístico A', '保税物流センターA'),
  B: tx('保税物流中心B', 'Bonded logistics centre B', 'Centro logístico B', '保税物流センターB'),
  D: tx('公共保税仓库', 'Public bonded warehouse', 'Almacén público', '公共保税倉庫'),
  E: tx('液体保税仓库', 'Liquid bonded warehouse', 'Almacén de líquidos', '液体保税倉庫'),
  F: tx('寄售维修保税仓库', 'Consignment repair warehouse', 'Almacén de reparación', '委託修理保税倉庫'),
  H: tx('特殊商品保税仓库', 'Special goods warehouse', 'Almacén especial', '特殊商品保税倉庫'),
  I: tx('备料保税仓库', 'Materials warehouse', 'Almacén de materiales', '備料保税倉庫'),
  J: tx('国内结转监管仓', 'Domestic transfer warehouse', 'Almacén de transferencia', '国内振替監督倉庫'),
  K: tx('保税区', 'Bonded area', 'Área franca', '保税区域'),
  L: tx('出口加工区', 'Export processing zone', 'Zona de procesamiento', '輸出加工区'),
  M: tx('保税物流园区', 'Bonded logistics park', 'Parque logístico', '保税物流パーク'),
  N: tx('保税港区', 'Bonded port area', 'Zona portuaria franca', '保税港区域'),
  P: tx('出口配送监管仓', 'Export distribution warehouse', 'Almacén de distribución', '輸出配送監督倉庫'),
  Q: tx('跨境工业园区', 'Cross-border industrial park', 'Parque industrial', '越境工業パーク'),
  S: tx('特殊区域设备账册', 'Special zone equipment book', 'Libro de equipos', '特殊区域設備帳簿'),
  Z: tx('综合保税区', 'Comprehensive bonded zone', 'Zona franca integral', '総合保税区'),
});

/** Material or finished product (MtpckEndprdMarkcd). */
export const GOODS_KIND = options({
  I: tx('料件', 'Material', 'Material', '材料'),
  E: tx('成品', 'Finished product', 'Producto terminado', '製品'),
});

/** A goods line is effective once customs recorded it; pre-entered before. */
export const GOODS_STATUS = options({
  '1': tx('生效', 'Effective', 'Vigente', '有効'),
  '0': tx('预录入', 'Pre-entered', 'Prerregistrado', '事前入力'),
});

/** Modification mark (ModfMarkcd). */
export const MODIFY_MARKS = options({
  '0': tx('未修改', 'Unchanged', 'Sin cambios', '未修正'),
  '1': tx('修改', 'Changed', 'Modificado', '修正'),
  '2': tx('删除', 'Deleted', 'Eliminado', '削除'),
  '3': tx('增加', 'Added', 'Añadido', '追加'),
});

/** State of the consumption declaration (ucnsDclStucd). */
export const UCNS_DCL_STATUS = options({
  '1': tx('未申报', 'Not declared', 'No declarado', '未申告'),
  '2': tx('已申报', 'Declared', 'Declarado', '申告済み'),
  '3': tx('已确定', 'Settled', 'Establecido', '確定済み'),
});

/**
 * The book's kind, which names its filing message (customs-reference §3.5): a processing book (加工账册)
 * is filed with EMS111, a logistics book (物流账册) with BWS101; both are written off (报核) with EMS121.
 */
export const BOOK_KINDS = options({
  '1': tx('加工账册', 'Processing book', 'Libro de procesamiento', '加工帳簿'),
  '2': tx('物流账册', 'Logistics book', 'Libro logístico', '物流帳簿'),
});
export const BOOK_KIND_MESSAGES: Record<string, { filing: 'EMS111' | 'BWS101'; writeOff: 'EMS121' }> = {
  '1': { filing: 'EMS111', writeOff: 'EMS121' },
  '2': { filing: 'BWS101', writeOff: 'EMS121' },
};

/** 申报类型 of a book's filing (dclTypecd): a new book is 备案, a change of an approved one 变更. */
export const BOOK_DCL_TYPES = options({
  '1': tx('备案', 'Record', 'Registro', '届出'),
  '2': tx('变更', 'Change', 'Cambio', '変更'),
});

/** The kinds of a write-off (报核, EMS121). */
export const WRITE_OFF_KINDS = options({
  '1': tx('正常申报', 'Regular', 'Ordinaria', '通常申告'),
  '2': tx('补充申报', 'Supplementary', 'Complementaria', '補充申告'),
  '3': tx('海关处置', 'Customs disposal', 'Disposición aduanera', '税関処置'),
});

/** The moves customs' receipts make of a book (its workflow marks them `customs`). */
export const BOOK_RECEIPT_MOVES = ['approve', 'refuse'] as const;
