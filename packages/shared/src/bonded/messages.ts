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
} as const;
