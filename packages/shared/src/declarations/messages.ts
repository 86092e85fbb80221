import type { LocalizedText } from '../i18n/text.ts';

/** Messages of the declaration checks, sending and receipts (checks in zh and en; es and ja fall back to zh). */
export const declarationMessages = {
  'decl.required_save': { zh: '暂存必填', en: 'Required to save' },
  'decl.required_declare': { zh: '申报必填', en: 'Required to declare' },
  'decl.too_long': { zh: '不能超过 {max} 个字符', en: 'At most {max} characters' },
  'decl.invalid_value': { zh: '取值不正确', en: 'Invalid value' },
  'decl.unknown_field': { zh: '未知字段', en: 'Unknown field' },
  'decl.code_unknown': { zh: '代码 {value} 不存在', en: 'Code {value} does not exist' },
  'decl.hs_code': { zh: '商品编号应为10位数字', en: 'An HS code has 10 digits' },
  'decl.gross_lt_net': {
    zh: '毛重 {gross} 不能小于净重 {net}',
    en: 'Gross weight {gross} is less than net weight {net}',
  },
  'decl.total_mismatch': {
    zh: '总价应等于成交数量×单价（{expected}）',
    en: 'Total should equal quantity × unit price ({expected})',
  },
  'decl.g_no_duplicate': { zh: '项号 {g_no} 重复', en: 'Item number {g_no} is used twice' },
  'decl.g_no_sequence': {
    zh: '项号应从1起连续编号，此处应为 {expected}',
    en: 'Item numbers run from 1 without gaps: {expected} expected here',
  },
  'decl.goods_no_format': {
    zh: '商品项号应为逗号分隔的项号，如 1,3',
    en: 'Item numbers separated by commas, e.g. 1,3',
  },
  'decl.goods_no_unknown': { zh: '商品项号 {g_no} 不存在', en: 'There is no goods item {g_no}' },
  'decl.container_duplicate': { zh: '集装箱号 {no} 重复', en: 'Container {no} is listed twice' },
  'decl.goods_required': { zh: '至少需要一项商品', en: 'At least one goods item is needed' },
  'decl.too_many_goods': {
    zh: '一份报关单最多 {max} 项商品',
    en: 'A declaration holds at most {max} goods items',
  },
  'decl.sensitive_block': {
    zh: '含禁止敏感词“{word}”（规则 {rule}）',
    en: 'Contains the blocked word "{word}" (rule {rule})',
  },
  'decl.sensitive_remind': {
    zh: '含提醒敏感词“{word}”（规则 {rule}），请确认',
    en: 'Contains the word "{word}" (rule {rule}); please confirm',
  },
  'decl.sensitive_confirm': {
    zh: '报关单含需确认的敏感词，请确认后再提交',
    en: 'The declaration contains words that need your confirmation',
  },
  'decl.id_on_create': {
    zh: '新建报关单不能带 id；修改已保存的报关单请用 PUT /api/declarations/<id>',
    en: 'A new declaration has no id; change a saved one with PUT /api/declarations/<id>',
  },
  'decl.agent_relation_missing': {
    zh: '申报单位 {agent} 与境内收发货人 {consignor} 在 {date} 没有有效的代理关系',
    en: 'Agent {agent} has no valid agent relation with consignor {consignor} on {date}',
  },
  'decl.locked_status': {
    zh: '报关单已申报（状态 {status}），不能修改',
    en: 'The declaration was sent (status {status}) and cannot be changed',
  },
  // sending through a channel, and the receipts customs sends back
  'send.already_sent': {
    zh: '报关单已发送海关（状态 {status}），不能重复发送',
    en: 'The declaration is already with customs (status {status}) and cannot be sent again',
    es: 'La declaración ya está en aduanas (estado {status}) y no puede enviarse de nuevo',
    ja: '申告書は既に税関に送信済み（状態 {status}）のため再送信できません',
  },
  'send.channel_required': {
    zh: '请选择传输通道',
    en: 'Choose a channel',
    es: 'Elija un canal',
    ja: '送信チャネルを選択してください',
  },
  'send.channel_not_found': {
    zh: '传输通道不存在',
    en: 'There is no such channel',
    es: 'No existe ese canal',
    ja: '送信チャネルが存在しません',
  },
  'send.channel_inactive': {
    zh: '传输通道已停用',
    en: 'The channel is disabled',
    es: 'El canal está desactivado',
    ja: '送信チャネルは無効です',
  },
  'send.channel_no_dir': {
    zh: '文件夹通道需要填写通道根目录之内的主目录',
    en: 'A folder channel needs its main directory, inside the channels root',
    es: 'Un canal de carpeta necesita su directorio principal, dentro de la raíz de canales',
    ja: 'フォルダチャネルにはチャネルルート内の主ディレクトリが必要です',
  },
  'channel.dir_outside_root': {
    zh: '主目录须为通道根目录（CHANNELS_ROOT）下的相对路径，如 xiamen/dec；不能用绝对路径，也不能用 .. 跳出根目录',
    en: 'The main directory is a path under the channels root (CHANNELS_ROOT), e.g. xiamen/dec: not an absolute path, and no .. leading out of the root',
    es: 'El directorio principal es una ruta bajo la raíz de canales (CHANNELS_ROOT), p. ej. xiamen/dec: sin ruta absoluta ni .. que salga de la raíz',
    ja: '主ディレクトリはチャネルルート（CHANNELS_ROOT）配下の相対パスです（例: xiamen/dec）。絶対パスや、ルート外に出る .. は使えません',
  },
  'channel.admin_only': {
    zh: '只有管理员可以新增、修改或删除传输通道',
    en: 'Only administrators may add, change or delete channels',
    es: 'Solo los administradores pueden añadir, cambiar o eliminar canales',
    ja: '送信チャネルの追加・変更・削除は管理者のみ可能です',
  },
  'send.channel_no_topic': {
    zh: 'Kafka 通道需要填写主题',
    en: 'A Kafka channel needs its topic',
    es: 'Un canal Kafka necesita su tema',
    ja: 'Kafka チャネルにはトピックが必要です',
  },
  'send.channel_transport': {
    zh: '不支持的传输方式',
    en: 'Unsupported transport type',
    es: 'Tipo de transporte no admitido',
    ja: 'サポートされていない送信方式です',
  },
  'send.delivery_failed': {
    zh: '报文投递失败：{reason}',
    en: 'The message could not be delivered: {reason}',
    es: 'No se pudo entregar el mensaje: {reason}',
    ja: 'メッセージを配信できませんでした：{reason}',
  },
  'send.too_many': {
    zh: '报关单发送次数过多',
    en: 'The declaration was sent too many times',
    es: 'La declaración se envió demasiadas veces',
    ja: '申告書の送信回数が多すぎます',
  },
  'receipts.unreadable': {
    zh: '无法识别的回执：{reason}',
    en: 'Not a receipt that can be read: {reason}',
    es: 'No es un acuse que se pueda leer: {reason}',
    ja: '読み取れない受領通知です：{reason}',
  },
  'receipts.no_match': {
    zh: '回执找不到对应的报关单：{reason}',
    en: 'The receipt matches no declaration: {reason}',
    es: 'El acuse no corresponde a ninguna declaración: {reason}',
    ja: '受領通知に対応する申告書がありません：{reason}',
  },
  'receipts.no_file': {
    zh: '请上传回执文件（file 字段）或 XML 请求体',
    en: 'Upload a receipt file (field "file") or an XML body',
    es: 'Suba un archivo de acuse (campo "file") o un cuerpo XML',
    ja: '受領通知ファイル（file フィールド）または XML 本文を送信してください',
  },
  'common.yes': { zh: '是', en: 'Yes', es: 'Sí', ja: 'はい' },
  'common.no': { zh: '否', en: 'No', es: 'No', ja: 'いいえ' },
} satisfies Record<string, LocalizedText>;
