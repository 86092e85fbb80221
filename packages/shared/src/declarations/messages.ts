import type { LocalizedText } from '../i18n/text.ts';

/** Messages of the declaration checks (zh and en; es and ja fall back to zh). */
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
  'decl.agent_relation_missing': {
    zh: '申报单位 {agent} 与境内收发货人 {consignor} 在 {date} 没有有效的代理关系',
    en: 'Agent {agent} has no valid agent relation with consignor {consignor} on {date}',
  },
  'decl.locked_status': {
    zh: '报关单已申报（状态 {status}），不能修改',
    en: 'The declaration was sent (status {status}) and cannot be changed',
  },
} satisfies Record<string, LocalizedText>;
