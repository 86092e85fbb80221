import { catalog, type LocalizedText } from '@app/shared';

/**
 * The messages of the cashier and the public fee and payment pages. They join the shared catalog when
 * this module loads (the server translates its refusals; the public pages show the server's message).
 */
export const cashierMessages = {
  'cashier.domain': {
    zh: '站点域名须为主机名，如 pay.example.com（不含 http:// 和路径）',
    en: 'The site domain must be a host name such as pay.example.com (no http:// and no path)',
    es: 'El dominio debe ser un nombre de host como pay.example.com (sin http:// ni ruta)',
    ja: 'ドメインは pay.example.com のようなホスト名にしてください（http:// とパスは不要）',
  },
  'cashier.bank_account_company': {
    zh: '收款账户须为本公司的账户（户名与公司名称一致）',
    en: 'The bank account must be the company’s own (its holder is the company’s name)',
    es: 'La cuenta debe ser de la empresa (titular = nombre de la empresa)',
    ja: '入金口座は自社の口座（名義＝会社名）にしてください',
  },
  'cashier.bank_account_disabled': {
    zh: '收款账户已停用，请选择启用的账户',
    en: 'The bank account is disabled; choose an enabled one',
    es: 'La cuenta está desactivada; elija una activa',
    ja: '入金口座は無効です。有効な口座を選んでください',
  },
  'cashier.alipay_app_id': {
    zh: '支付宝在线支付须填写支付宝应用ID',
    en: 'Alipay needs the Alipay app id',
    es: 'Alipay requiere el app id',
    ja: 'Alipay にはアプリIDが必要です',
  },
  'cashier.alipay_gateway': {
    zh: '支付宝网关须为 https:// 开头的地址',
    en: 'The Alipay gateway must be an https:// address',
    es: 'La pasarela de Alipay debe ser una dirección https://',
    ja: 'Alipay ゲートウェイは https:// のアドレスにしてください',
  },
  'cashier.private_key': {
    zh: '应用私钥不是有效的 PEM 格式 RSA 私钥',
    en: 'The app private key is not a valid PEM RSA private key',
    es: 'La clave privada no es una clave RSA PEM válida',
    ja: 'アプリ秘密鍵が有効な PEM 形式の RSA 秘密鍵ではありません',
  },
  'cashier.public_key': {
    zh: '支付宝公钥不是有效的 PEM 格式 RSA 公钥',
    en: 'The Alipay public key is not a valid PEM RSA public key',
    es: 'La clave pública de Alipay no es una clave RSA PEM válida',
    ja: 'Alipay 公開鍵が有効な PEM 形式の RSA 公開鍵ではありません',
  },
  'cashier.keys_empty': {
    zh: '请至少填写应用私钥或支付宝公钥之一',
    en: 'Give the app private key, the Alipay public key or both',
    es: 'Indique la clave privada, la pública de Alipay o ambas',
    ja: 'アプリ秘密鍵か Alipay 公開鍵の少なくとも一方を入力してください',
  },
  'pay.not_found': {
    zh: '未找到待缴费用，或验证信息不符',
    en: 'No fee found, or the verification does not match',
    es: 'No se encontró ningún cargo, o la verificación no coincide',
    ja: '未払いの費用が見つからないか、確認情報が一致しません',
  },
  'pay.too_many': {
    zh: '查询过于频繁，请 {seconds} 秒后再试',
    en: 'Too many attempts; try again in {seconds} s',
    es: 'Demasiados intentos; vuelva a intentarlo en {seconds} s',
    ja: '試行が多すぎます。{seconds} 秒後に再試行してください',
  },
  'pay.token_invalid': {
    zh: '支付链接无效或已过期，请重新查询费用',
    en: 'The payment link is invalid or has expired; look the fee up again',
    es: 'El enlace de pago no es válido o caducó; consulte de nuevo',
    ja: '支払いリンクが無効か期限切れです。もう一度照会してください',
  },
  'pay.nothing_due': {
    zh: '该单据已没有待付金额',
    en: 'Nothing is due on this document any more',
    es: 'Ya no hay nada pendiente en este documento',
    ja: 'この書類に未払い額はありません',
  },
  'pay.no_cashier': {
    zh: '收款公司尚未开通收银台，请联系收款方',
    en: 'The company has no cashier set up; contact the payee',
    es: 'La empresa no tiene caja configurada; contacte al beneficiario',
    ja: '請求元にレジが設定されていません。請求元に連絡してください',
  },
  'pay.online_unavailable': {
    zh: '收款公司未开通在线支付，请使用银行转账',
    en: 'Online payment is not offered; pay by bank transfer',
    es: 'No se ofrece pago en línea; pague por transferencia',
    ja: 'オンライン決済はありません。銀行振込をご利用ください',
  },
  'pay.amount': {
    zh: '金额须大于 0，最多两位小数',
    en: 'The amount must be above 0 with at most two decimals',
    es: 'El importe debe ser mayor que 0 con dos decimales como máximo',
    ja: '金額は 0 より大きく、小数は 2 桁までです',
  },
  'pay.amount_over': {
    zh: '付款金额不能超过待付金额 {due}',
    en: 'The amount cannot exceed the {due} due',
    es: 'El importe no puede superar lo pendiente ({due})',
    ja: '金額は未払い額 {due} を超えられません',
  },
  'pay.required': {
    zh: '请填写此项',
    en: 'This field is required',
    es: 'Este campo es obligatorio',
    ja: 'この項目は必須です',
  },
  'pay.slip_required': {
    zh: '请上传转账凭证（图片或 PDF）',
    en: 'Upload the transfer slip (an image or a PDF)',
    es: 'Suba el comprobante de transferencia (imagen o PDF)',
    ja: '振込控え（画像または PDF）をアップロードしてください',
  },
  'pay.order_not_found': {
    zh: '未找到该支付订单',
    en: 'No such payment order',
    es: 'No existe ese pedido de pago',
    ja: 'その支払い注文はありません',
  },
} satisfies Record<string, LocalizedText>;

Object.assign(catalog, cashierMessages);
