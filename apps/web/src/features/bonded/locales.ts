import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the bonded-zone screens (account books and their lines) in their own namespace. */
export const BONDED_NS = 'bonded';

export const zh = {
  print: '打印',
  declaration: '报关单',
  importTitle: '从 Excel 导入',
  import: '导入',
  template: '下载模板',
  chooseFile: '选择文件',
  onlyValid: '只导入正确的行（有误的行列出不导入）',
  importBook: '导入到账册',
  imported: '已导入 {{imported}} 行，共 {{total}} 行',
  refusedRows: '有误的行',
  rowNo: '第 {{row}} 行',
  noBook: '请先从账册列表进入某一本账册的商品或单损耗',
  noFile: '请选择要导入的 .xlsx 文件',
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
  print: 'Print',
  declaration: 'Declaration',
  importTitle: 'Import from Excel',
  import: 'Import',
  template: 'Download template',
  chooseFile: 'Choose file',
  onlyValid: 'Import only the good rows (refused rows are listed, not imported)',
  importBook: 'Into book',
  imported: '{{imported}} of {{total}} rows imported',
  refusedRows: 'Refused rows',
  rowNo: 'Row {{row}}',
  noBook: 'Open a book’s goods or consumption from the book list first',
  noFile: 'Choose the .xlsx file to import',
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
  print: 'Imprimir',
  declaration: 'Declaración',
  importTitle: 'Importar desde Excel',
  import: 'Importar',
  template: 'Descargar plantilla',
  chooseFile: 'Elegir archivo',
  onlyValid: 'Importar solo las filas correctas (las rechazadas se listan)',
  importBook: 'En el libro',
  imported: '{{imported}} de {{total}} filas importadas',
  refusedRows: 'Filas rechazadas',
  rowNo: 'Fila {{row}}',
  noBook: 'Abra primero las mercancías o consumos de un libro desde la lista',
  noFile: 'Elija el archivo .xlsx que desea importar',
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
  print: '印刷',
  declaration: '申告書',
  importTitle: 'Excel から取り込み',
  import: '取り込み',
  template: 'テンプレートをダウンロード',
  chooseFile: 'ファイルを選択',
  onlyValid: '正しい行のみ取り込む（誤りのある行は一覧表示）',
  importBook: '取り込み先の帳簿',
  imported: '{{total}} 行中 {{imported}} 行を取り込みました',
  refusedRows: '誤りのある行',
  rowNo: '{{row}} 行目',
  noBook: '先に帳簿一覧から帳簿の商品または単位消費を開いてください',
  noFile: '取り込む .xlsx ファイルを選択してください',
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
