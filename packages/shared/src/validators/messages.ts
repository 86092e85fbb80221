import type { LocalizedText } from '../i18n/text.ts';

/**
 * Messages of the shared format checks (keys `v.*`). Every key a check in
 * this folder can return is here; the password-change texts are the spec's
 * exact Chinese (business-domain §5).
 */
export const validatorMessages = {
  // Input handling
  'v.full_width': {
    zh: '请使用半角字符（不要输入全角字母、数字或符号）',
    en: 'Use half-width characters (no full-width letters, digits or symbols)',
    es: 'Use caracteres de ancho medio (sin letras, dígitos ni símbolos de ancho completo)',
    ja: '半角文字で入力してください（全角の英数字・記号は使えません）',
  },
  'v.too_long': {
    zh: '最多{max}个字符',
    en: 'At most {max} characters',
    es: 'Como máximo {max} caracteres',
    ja: '{max}文字以内で入力してください',
  },

  // Codes
  'v.credit_code': {
    zh: '统一社会信用代码应为{length}位数字或大写字母（不含I、O、Z、S、V）',
    en: 'The unified social credit code has {length} digits or capital letters (no I, O, Z, S, V)',
    es: 'El código de crédito social unificado tiene {length} dígitos o letras mayúsculas (sin I, O, Z, S, V)',
    ja: '統一社会信用コードは{length}桁の数字または大文字です（I・O・Z・S・V を除く）',
  },
  'v.credit_code_checksum': {
    zh: '统一社会信用代码校验位不正确，请核对',
    en: 'The check character of the unified social credit code is wrong; please check the code',
    es: 'El carácter de control del código de crédito social unificado es incorrecto; revise el código',
    ja: '統一社会信用コードのチェック文字が正しくありません。確認してください',
  },
  'v.container_no': {
    zh: '箱号格式不正确，应为4位字母加5至7位数字',
    en: 'The container number must be 4 letters followed by 5 to 7 digits',
    es: 'El número de contenedor debe tener 4 letras seguidas de 5 a 7 dígitos',
    ja: 'コンテナ番号は英字4文字と数字5〜7桁です',
  },
  'v.container_no_strict': {
    zh: '箱号应为{length}位：4位字母加7位数字',
    en: 'The container number must be {length} characters: 4 letters followed by 7 digits',
    es: 'El número de contenedor debe tener {length} caracteres: 4 letras seguidas de 7 dígitos',
    ja: 'コンテナ番号は{length}文字（英字4文字と数字7桁）です',
  },
  'v.container_check_digit': {
    zh: '箱号校验位与 ISO 6346 不符（应为 {expected}），请核对箱号',
    en: 'The check digit does not match ISO 6346 (expected {expected}); please check the container number',
    es: 'El dígito de control no coincide con ISO 6346 (se esperaba {expected}); revise el número de contenedor',
    ja: 'チェックデジットが ISO 6346 と一致しません（正しくは {expected}）。コンテナ番号を確認してください',
  },
  'v.id_card': {
    zh: '身份证号应为{length}位，前17位为数字，最后一位为数字或X',
    en: 'The ID card number has {length} characters: 17 digits and a digit or X',
    es: 'El número de DNI tiene {length} caracteres: 17 dígitos y un dígito o X',
    ja: '身分証番号は{length}桁（数字17桁と数字またはX）です',
  },
  'v.id_card_region': {
    zh: '身份证号的地区码不正确',
    en: 'The region code of the ID card number is not valid',
    es: 'El código de región del número de DNI no es válido',
    ja: '身分証番号の地域コードが正しくありません',
  },
  'v.id_card_birth': {
    zh: '身份证号中的出生日期不正确',
    en: 'The birth date in the ID card number is not valid',
    es: 'La fecha de nacimiento del número de DNI no es válida',
    ja: '身分証番号の生年月日が正しくありません',
  },
  'v.id_card_checksum': {
    zh: '身份证号校验位不正确，请核对',
    en: 'The check character of the ID card number is wrong; please check the number',
    es: 'El carácter de control del número de DNI es incorrecto; revise el número',
    ja: '身分証番号のチェック文字が正しくありません。確認してください',
  },
  'v.hk_id': {
    zh: '香港身份证号格式不正确，如 A123456(3)',
    en: 'The Hong Kong ID card number is not valid, e.g. A123456(3)',
    es: 'El número de documento de identidad de Hong Kong no es válido, p. ej. A123456(3)',
    ja: '香港身分証番号の形式が正しくありません（例：A123456(3)）',
  },
  'v.hk_id_checksum': {
    zh: '香港身份证号校验位不正确，请核对',
    en: 'The check character of the Hong Kong ID card number is wrong; please check the number',
    es: 'El carácter de control del documento de Hong Kong es incorrecto; revise el número',
    ja: '香港身分証番号のチェック文字が正しくありません。確認してください',
  },
  'v.bank_card': {
    zh: '银行卡号应为{min}至{max}位数字',
    en: 'The bank card number has {min} to {max} digits',
    es: 'El número de tarjeta bancaria tiene de {min} a {max} dígitos',
    ja: '銀行カード番号は{min}〜{max}桁の数字です',
  },
  'v.bank_card_checksum': {
    zh: '银行卡号校验位不正确，请核对',
    en: 'The check digit of the bank card number is wrong; please check the number',
    es: 'El dígito de control de la tarjeta bancaria es incorrecto; revise el número',
    ja: '銀行カード番号のチェックデジットが正しくありません。確認してください',
  },
  'v.customs_code': {
    zh: '海关编码应为{length}位数字',
    en: 'The customs code has {length} digits',
    es: 'El código aduanero tiene {length} dígitos',
    ja: '税関コードは{length}桁の数字です',
  },
  'v.consignee_code': {
    zh: '请输入10位海关编码或18位统一社会信用代码',
    en: 'Enter a 10-digit customs code or an 18-character unified social credit code',
    es: 'Introduzca un código aduanero de 10 dígitos o un código de crédito social unificado de 18 caracteres',
    ja: '10桁の税関コードまたは18桁の統一社会信用コードを入力してください',
  },

  // Dates
  'v.date_format': {
    zh: '日期格式应为 yyyy-MM-dd、yyyy/MM/dd 或 yyyyMMdd',
    en: 'Use the date format yyyy-MM-dd, yyyy/MM/dd or yyyyMMdd',
    es: 'Use el formato de fecha yyyy-MM-dd, yyyy/MM/dd o yyyyMMdd',
    ja: '日付は yyyy-MM-dd、yyyy/MM/dd または yyyyMMdd の形式で入力してください',
  },
  'v.date_year': {
    zh: '年份应在{min}至{max}之间',
    en: 'The year must be between {min} and {max}',
    es: 'El año debe estar entre {min} y {max}',
    ja: '年は{min}〜{max}の範囲で入力してください',
  },
  'v.date_month': {
    zh: '月份应为1至12',
    en: 'The month must be 1 to 12',
    es: 'El mes debe ser de 1 a 12',
    ja: '月は1〜12で入力してください',
  },
  'v.date_day': {
    zh: '日期不存在，该月最多{max}天',
    en: 'No such day: this month has {max} days',
    es: 'Ese día no existe: este mes tiene {max} días',
    ja: 'その日は存在しません（この月は{max}日まで）',
  },

  // Numbers
  'v.integer': {
    zh: '请输入整数',
    en: 'Enter a whole number',
    es: 'Introduzca un número entero',
    ja: '整数を入力してください',
  },
  'v.number': {
    zh: '请输入数字',
    en: 'Enter a number',
    es: 'Introduzca un número',
    ja: '数値を入力してください',
  },
  'v.decimal_places': {
    zh: '最多{max}位小数',
    en: 'At most {max} decimal places',
    es: 'Como máximo {max} decimales',
    ja: '小数点以下は{max}桁までです',
  },
  'v.money': {
    zh: '金额须为数字，如 {example}（不含空格、正负号、千分位、指数或十六进制）',
    en: 'Enter the amount in digits, e.g. {example} (no spaces, sign, thousands separator, exponent or hex)',
    es: 'Escriba el importe en cifras, p. ej. {example} (sin espacios, signo, separador de miles, exponente ni hex)',
    ja: '金額は数字で入力してください（例：{example}。空白・符号・桁区切り・指数・16進は使えません）',
  },
  'v.money_digits': {
    zh: '金额整数部分最多{max}位',
    en: 'At most {max} digits before the decimal point',
    es: 'Como máximo {max} cifras antes del punto decimal',
    ja: '整数部は{max}桁までです',
  },
  'v.money_positive': {
    zh: '金额须大于 0',
    en: 'The amount must be above 0',
    es: 'El importe debe ser mayor que 0',
    ja: '金額は 0 より大きくしてください',
  },

  // Internet
  'v.email': {
    zh: '邮箱格式不正确',
    en: 'The e-mail address is not valid',
    es: 'La dirección de correo electrónico no es válida',
    ja: 'メールアドレスの形式が正しくありません',
  },
  'v.ipv4': {
    zh: 'IP 地址格式不正确',
    en: 'The IPv4 address is not valid',
    es: 'La dirección IPv4 no es válida',
    ja: 'IPv4 アドレスの形式が正しくありません',
  },
  'v.uri': {
    zh: '链接格式不正确（支持 {protocols}）',
    en: 'The link is not valid (supported: {protocols})',
    es: 'El enlace no es válido (admitidos: {protocols})',
    ja: 'リンクの形式が正しくありません（対応：{protocols}）',
  },
  'v.route_path': {
    zh: '路由路径格式不正确，应以 / 开头，如 /system/user',
    en: 'The route path is not valid; it starts with /, e.g. /system/user',
    es: 'La ruta no es válida; empieza por /, p. ej. /system/user',
    ja: 'ルートパスの形式が正しくありません（/ で始めます。例：/system/user）',
  },

  // Letter variants
  'v.lower_case': {
    zh: '只能输入小写字母',
    en: 'Only lower-case letters',
    es: 'Solo letras minúsculas',
    ja: '小文字の英字のみ入力できます',
  },
  'v.upper_case': {
    zh: '只能输入大写字母',
    en: 'Only capital letters',
    es: 'Solo letras mayúsculas',
    ja: '大文字の英字のみ入力できます',
  },
  'v.letters': {
    zh: '只能输入英文字母',
    en: 'Only letters',
    es: 'Solo letras',
    ja: '英字のみ入力できます',
  },
  'v.alphanumeric': {
    zh: '只能输入字母和数字',
    en: 'Only letters and digits',
    es: 'Solo letras y dígitos',
    ja: '英数字のみ入力できます',
  },
  'v.lower_alphanumeric': {
    zh: '只能输入小写字母和数字',
    en: 'Only lower-case letters and digits',
    es: 'Solo letras minúsculas y dígitos',
    ja: '小文字の英字と数字のみ入力できます',
  },
  'v.upper_alphanumeric': {
    zh: '只能输入大写字母和数字',
    en: 'Only capital letters and digits',
    es: 'Solo letras mayúsculas y dígitos',
    ja: '大文字の英字と数字のみ入力できます',
  },
  'v.alphanumeric_dash': {
    zh: '只能输入字母、数字，以单个 - 或 _ 连接，不能以 - 或 _ 开头或结尾',
    en: 'Only letters and digits joined by single - or _, not at the start or end',
    es: 'Solo letras y dígitos unidos por un único - o _, no al principio ni al final',
    ja: '英数字を1つの - または _ でつないで入力してください（先頭・末尾は不可）',
  },
  'v.code_list': {
    zh: '请输入以英文逗号分隔的代码（字母、数字，可用 - 或 _ 连接），如 XY01,HC02',
    en: 'Codes of letters and digits (joined by - or _), separated by commas, e.g. XY01,HC02',
    es: 'Códigos de letras y dígitos (unidos por - o _), separados por comas, p. ej. XY01,HC02',
    ja: '英数字（- または _ で連結可）のコードをカンマ区切りで入力してください（例: XY01,HC02）',
  },
  'v.lower_dash': {
    zh: '只能输入小写字母、数字，以单个 - 或 _ 连接，不能以 - 或 _ 开头或结尾',
    en: 'Only lower-case letters and digits joined by single - or _, not at the start or end',
    es: 'Solo minúsculas y dígitos unidos por un único - o _, no al principio ni al final',
    ja: '小文字の英字と数字を1つの - または _ でつないで入力してください（先頭・末尾は不可）',
  },
  'v.upper_dash': {
    zh: '只能输入大写字母、数字，以单个 - 或 _ 连接，不能以 - 或 _ 开头或结尾',
    en: 'Only capital letters and digits joined by single - or _, not at the start or end',
    es: 'Solo mayúsculas y dígitos unidos por un único - o _, no al principio ni al final',
    ja: '大文字の英字と数字を1つの - または _ でつないで入力してください（先頭・末尾は不可）',
  },

  // Names and Chinese text
  'v.english_name': {
    zh: '请输入英文姓名（字母，可用空格、连字符、撇号或点分隔）',
    en: "Enter an English name (letters, separated by spaces, hyphens, apostrophes or '. ')",
    es: "Introduzca un nombre en inglés (letras separadas por espacios, guiones, apóstrofos o '. ')",
    ja: '英語の氏名を入力してください（英字。空白・ハイフン・アポストロフィ・ピリオドで区切り）',
  },
  'v.chinese': {
    zh: '只能输入汉字',
    en: 'Only Chinese characters',
    es: 'Solo caracteres chinos',
    ja: '漢字のみ入力できます',
  },
  'v.simplified_chinese': {
    zh: '请使用简体中文，以下为繁体字：{chars}',
    en: 'Use simplified Chinese; these characters are traditional: {chars}',
    es: 'Use chino simplificado; estos caracteres son tradicionales: {chars}',
    ja: '簡体字で入力してください。次の文字は繁体字です：{chars}',
  },
  'v.mobile': {
    zh: '请输入正确的11位手机号码',
    en: 'Enter a valid 11-digit mainland mobile number',
    es: 'Introduzca un número móvil válido de China continental de 11 dígitos',
    ja: '正しい11桁の携帯電話番号を入力してください',
  },
  'v.company_name': {
    zh: '公司名称格式不正确',
    en: 'The company name is not valid',
    es: 'El nombre de la empresa no es válido',
    ja: '会社名の形式が正しくありません',
  },
  'v.company_name_zh': {
    zh: '请输入中文公司名称（汉字，可含字母、数字和括号）',
    en: 'Enter a Chinese company name (Chinese characters; letters, digits and brackets allowed)',
    es: 'Introduzca un nombre de empresa chino (caracteres chinos; se admiten letras, dígitos y paréntesis)',
    ja: '中国語の会社名を入力してください（漢字。英数字と括弧も可）',
  },
  'v.company_name_en': {
    zh: "请输入英文公司名称（字母、数字、空格及 . , & ' ( ) / -）",
    en: "Enter an English company name (letters, digits, spaces and . , & ' ( ) / -)",
    es: "Introduzca un nombre de empresa en inglés (letras, dígitos, espacios y . , & ' ( ) / -)",
    ja: "英語の会社名を入力してください（英数字・空白・. , & ' ( ) / -）",
  },

  // Passwords (business-domain §5)
  'v.password_old_required': {
    zh: '请输入旧密码',
    en: 'Enter the old password',
    es: 'Introduzca la contraseña anterior',
    ja: '旧パスワードを入力してください',
  },
  'v.password_new_required': {
    zh: '请输入新密码',
    en: 'Enter the new password',
    es: 'Introduzca la nueva contraseña',
    ja: '新しいパスワードを入力してください',
  },
  'v.password_policy': {
    zh: '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成',
    en: 'The password must be {min}–{max} characters mixing at least three of digits, upper-case letters, lower-case letters and special characters',
    es: 'La contraseña debe tener de {min} a {max} caracteres y combinar al menos tres de: dígitos, mayúsculas, minúsculas y caracteres especiales',
    ja: 'パスワードは{min}〜{max}文字で、数字・大文字・小文字・記号のうち3種類以上を組み合わせてください',
  },
  'v.password_username': {
    zh: '密码与用户名有重叠，请重新设置',
    en: 'The password contains the user name; choose another',
    es: 'La contraseña contiene el nombre de usuario; elija otra',
    ja: 'パスワードにユーザー名が含まれています。別のパスワードを設定してください',
  },
  'v.password_confirm_required': {
    zh: '请输入确认密码',
    en: 'Confirm the password',
    es: 'Confirme la contraseña',
    ja: '確認用パスワードを入力してください',
  },
  'v.password_mismatch': {
    zh: '两次密码输入不一致',
    en: 'The two passwords do not match',
    es: 'Las dos contraseñas no coinciden',
    ja: '2つのパスワードが一致しません',
  },
  'v.password_user_missing': {
    zh: '当前用户信息获取失败，请重新登录',
    en: 'Could not read the current user; please sign in again',
    es: 'No se pudo leer el usuario actual; inicie sesión de nuevo',
    ja: '現在のユーザー情報を取得できません。再度ログインしてください',
  },
  'v.login_username_required': {
    zh: '请输入用户名',
    en: 'Enter the user name',
    es: 'Introduzca el nombre de usuario',
    ja: 'ユーザー名を入力してください',
  },
  'v.login_password_required': {
    zh: '请输入密码',
    en: 'Enter the password',
    es: 'Introduzca la contraseña',
    ja: 'パスワードを入力してください',
  },
  'v.login_length': {
    zh: '长度应为{min}到{max}个字符',
    en: 'Use {min} to {max} characters',
    es: 'Use de {min} a {max} caracteres',
    ja: '{min}〜{max}文字で入力してください',
  },
  'v.partner_nickname': {
    zh: '昵称只能输入汉字，长度为{min}到{max}个字',
    en: 'The nickname must be {min} to {max} Chinese characters',
    es: 'El apodo debe tener de {min} a {max} caracteres chinos',
    ja: 'ニックネームは漢字{min}〜{max}文字で入力してください',
  },
  'v.strength_weak': { zh: '弱', en: 'Weak', es: 'Débil', ja: '弱い' },
  'v.strength_medium': { zh: '中', en: 'Medium', es: 'Media', ja: '普通' },
  'v.strength_high': { zh: '强', en: 'Strong', es: 'Fuerte', ja: '強' },

  // Uploads (business-domain §5)
  'v.upload_name_length': {
    zh: '文件名不能超过{max}个字符',
    en: 'The file name may have at most {max} characters',
    es: 'El nombre del archivo puede tener como máximo {max} caracteres',
    ja: 'ファイル名は{max}文字以内にしてください',
  },
  'v.upload_type': {
    zh: '只能上传以下类型的文件：{types}',
    en: 'Only these file types can be uploaded: {types}',
    es: 'Solo se pueden subir estos tipos de archivo: {types}',
    ja: 'アップロードできるファイル形式：{types}',
  },
  'v.upload_spreadsheet': {
    zh: '只能上传 xls 或 xlsx 格式的表格',
    en: 'Spreadsheets must be xls or xlsx files',
    es: 'Las hojas de cálculo deben ser archivos xls o xlsx',
    ja: '表は xls または xlsx 形式のみアップロードできます',
  },
  'v.upload_size': {
    zh: '文件大小不能超过{max}',
    en: 'The file may be at most {max}',
    es: 'El archivo puede tener como máximo {max}',
    ja: 'ファイルサイズは{max}以下にしてください',
  },
  'v.upload_empty': {
    zh: '文件为空',
    en: 'The file is empty',
    es: 'El archivo está vacío',
    ja: 'ファイルが空です',
  },
} satisfies Record<string, LocalizedText>;
