import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the shipping bill screens (提运单) and the declaration's bills, in their own namespace. */
export const SHIPPING_BILLS_NS = 'shippingBills';

export const zh = {
  pickDeclaration: '输入报关单号、提运单号或客户代码搜索',
  noDeclaration: '没有找到报关单',
  fromDeclaration: '报关单 {{no}} 的商品和集装箱',
  fill: '从报关单带出',
  filled: '已带出报关单的提运单号、运输工具、件数和毛重',
  goods: '商品',
  containers: '集装箱',
  gNo: '项号',
  codeTs: '商品编码',
  gName: '商品名称',
  qty: '数量',
  containerNo: '集装箱号',
  containerSpec: '规格',
  containerGoods: '商品项号',
  none: '无',
  bills: '提运单',
  billsEmpty: '尚未关联提运单',
  allBills: '在提运单列表中查看',
  openDeclaration: '打开报关单 {{no}}',
};
export type ShippingBillMessages = typeof zh;

export const en: ShippingBillMessages = {
  pickDeclaration: 'Search by declaration no., bill of lading no. or customer code',
  noDeclaration: 'No declaration found',
  fromDeclaration: 'Goods and containers of declaration {{no}}',
  fill: 'Fill from the declaration',
  filled: 'The bill of lading no., vessel, packages and gross weight were taken from the declaration',
  goods: 'Goods',
  containers: 'Containers',
  gNo: 'Item',
  codeTs: 'HS code',
  gName: 'Goods name',
  qty: 'Quantity',
  containerNo: 'Container no.',
  containerSpec: 'Type',
  containerGoods: 'Items',
  none: 'None',
  bills: 'Shipping bills',
  billsEmpty: 'No shipping bill linked yet',
  allBills: 'View in the shipping bill list',
  openDeclaration: 'Open declaration {{no}}',
};

export const es: ShippingBillMessages = {
  pickDeclaration: 'Buscar por n.º de declaración, de conocimiento o código de cliente',
  noDeclaration: 'No se encontró ninguna declaración',
  fromDeclaration: 'Mercancías y contenedores de la declaración {{no}}',
  fill: 'Rellenar desde la declaración',
  filled: 'Se tomaron de la declaración el n.º de conocimiento, el buque, los bultos y el peso bruto',
  goods: 'Mercancías',
  containers: 'Contenedores',
  gNo: 'Partida',
  codeTs: 'Código SA',
  gName: 'Mercancía',
  qty: 'Cantidad',
  containerNo: 'N.º de contenedor',
  containerSpec: 'Tipo',
  containerGoods: 'Partidas',
  none: 'Ninguno',
  bills: 'Conocimientos de embarque',
  billsEmpty: 'Aún no hay conocimiento vinculado',
  allBills: 'Ver en la lista de conocimientos',
  openDeclaration: 'Abrir la declaración {{no}}',
};

export const ja: ShippingBillMessages = {
  pickDeclaration: '申告書番号・B/L 番号・顧客コードで検索',
  noDeclaration: '申告書が見つかりません',
  fromDeclaration: '申告書 {{no}} の商品とコンテナ',
  fill: '申告書から入力',
  filled: '申告書から B/L 番号・輸送手段・個数・総重量を入力しました',
  goods: '品目',
  containers: 'コンテナ',
  gNo: '項番',
  codeTs: 'HS コード',
  gName: '品名',
  qty: '貨物数量',
  containerNo: 'コンテナ番号',
  containerSpec: '規格',
  containerGoods: '商品項番',
  none: 'なし',
  bills: '船荷証券',
  billsEmpty: '関連する船荷証券はまだありません',
  allBills: '船荷証券一覧で見る',
  openDeclaration: '申告書 {{no}} を開く',
};

export const shippingBillLocales: Record<Lang, ShippingBillMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(shippingBillLocales)) {
  i18n.addResourceBundle(lang, SHIPPING_BILLS_NS, messages, true, true);
}
