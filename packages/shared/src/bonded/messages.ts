/** The messages of the bonded-zone rules (account books, their goods, losses and warehouse materials). */
export const bondedMessages = {
  'book.not_editable': {
    zh: '账册状态为“{status}”，不能修改或删除；只有未确认或申报失败的账册可以修改',
    en: 'The book is “{status}” and cannot be changed or deleted; only unconfirmed or failed books can',
    es: 'El libro está «{status}» y no puede cambiarse ni eliminarse; solo los sin confirmar o fallidos',
    ja: '帳簿は「{status}」のため変更・削除できません。未確認または申告失敗の帳簿のみ変更できます',
  },
  'book.action_state': {
    zh: '账册状态为“{status}”，不能{action}',
    en: 'The book is “{status}”: it cannot be {action}',
    es: 'El libro está «{status}»: no se puede {action}',
    ja: '帳簿は「{status}」のため{action}できません',
  },
  'book.no_goods': {
    zh: '账册还没有商品，不能确认',
    en: 'The book has no goods yet and cannot be confirmed',
    es: 'El libro aún no tiene mercancías y no puede confirmarse',
    ja: '帳簿に商品がないため確認できません',
  },
  'book.expired': {
    zh: '账册有效期（{date}）已过',
    en: 'The book’s validity ({date}) has passed',
    es: 'La validez del libro ({date}) ha vencido',
    ja: '帳簿の有効期限（{date}）が過ぎています',
  },
  'book.goods_move': {
    zh: '商品不能移到另一本账册',
    en: 'A goods item cannot move to another book',
    es: 'Una mercancía no puede pasar a otro libro',
    ja: '商品を別の帳簿に移すことはできません',
  },
  'book.out_over_in': {
    zh: '出库数量 {out} 超过入库数量 {in}，结余不能为负',
    en: 'Quantity out {out} exceeds quantity in {in}; the balance cannot be negative',
    es: 'La salida {out} supera la entrada {in}; el saldo no puede ser negativo',
    ja: '出庫数量 {out} が入庫数量 {in} を超えています。残高は負にできません',
  },
  'book.material_missing': {
    zh: '账册中没有料件序号 {no}',
    en: 'The book has no material item no. {no}',
    es: 'El libro no tiene la partida de material n.º {no}',
    ja: '帳簿に材料序号 {no} がありません',
  },
  'book.finished_missing': {
    zh: '账册中没有成品序号 {no}',
    en: 'The book has no finished item no. {no}',
    es: 'El libro no tiene la partida de producto terminado n.º {no}',
    ja: '帳簿に製品序号 {no} がありません',
  },
  'invt.not_editable': {
    zh: '核注清单状态为“{status}”，不能修改或删除；只有暂存、入库失败或退单的清单可以修改',
    en: 'The list is “{status}” and cannot be changed or deleted; only draft, not accepted or refused lists can',
    es: 'La lista está «{status}» y no puede cambiarse ni eliminarse; solo borradores, no aceptadas o rechazadas',
    ja: 'リストは「{status}」のため変更・削除できません。一時保存・受理失敗・差戻しのリストのみ変更できます',
  },
  'invt.has_lines': {
    zh: '清单已有表体，不能更换账册或料件成品标记；请先删除表体',
    en: 'The list has lines: its book and material/finished mark cannot change; delete the lines first',
    es: 'La lista tiene líneas: su libro y su marca no pueden cambiar; elimine primero las líneas',
    ja: 'リストに明細があるため帳簿と材料/製品区分は変更できません。先に明細を削除してください',
  },
  'invt.line_move': {
    zh: '表体不能移到另一张清单',
    en: 'A line cannot move to another list',
    es: 'Una línea no puede pasar a otra lista',
    ja: '明細を別のリストに移すことはできません',
  },
  'invt.part_mismatch': {
    zh: '料号 {part} 与账册备案料号 {item} 不一致',
    en: 'Part no. {part} differs from the book item’s {item}',
    es: 'La pieza {part} no coincide con la de la partida del libro, {item}',
    ja: '品番 {part} が帳簿の届出品番 {item} と一致しません',
  },
  'invt.no_lines': {
    zh: '清单没有表体，不能申报',
    en: 'The list has no lines and cannot be declared',
    es: 'La lista no tiene líneas y no puede declararse',
    ja: 'リストに明細がないため申告できません',
  },
  'invt.book_not_usable': {
    zh: '账册 {book} 状态为“{status}”，须先确认后才能申报清单',
    en: 'Book {book} is “{status}”: it must be confirmed before lists are declared on it',
    es: 'El libro {book} está «{status}»: debe confirmarse antes de declarar listas',
    ja: '帳簿 {book} は「{status}」です。リストを申告する前に確認が必要です',
  },
  'invt.shortfall': {
    zh: '第 {line} 行：备案序号 {item} 可用数量 {available}，本次出区 {need}，短缺 {short}',
    en: 'Line {line}: item {item} has {available} available, {need} would leave, {short} short',
    es: 'Línea {line}: la partida {item} tiene {available} disponible, salen {need}, faltan {short}',
    ja: '{line} 行目：届出序号 {item} の利用可能数量 {available}、今回搬出 {need}、不足 {short}',
  },
} as const;
