import { defineEntity } from '../kit/define-entity.ts';
import { ENABLED_OPTIONS, f, L, options } from '../kit/fields.ts';
import { code, lbl, notInTable, str } from '../declarations/field-kit.ts';

/** How a channel reaches the customs client: a folder pair (outbox/inbox) or a Kafka topic. */
export const CHANNEL_TRANSPORT_OPTIONS = options({
  ftp_tool: {
    zh: '文件夹(FTP工具)',
    en: 'Folder (FTP tool)',
    es: 'Carpeta (herramienta FTP)',
    ja: 'フォルダ（FTP ツール）',
  },
  kafka: { zh: 'Kafka', en: 'Kafka', es: 'Kafka', ja: 'Kafka' },
});

/** Which single-window message variant a channel speaks. */
export const CHANNEL_TYPE_OPTIONS = options({
  dec: {
    zh: '单一窗口报关单(DecMessage 3.1)',
    en: 'Single window DecMessage 3.1',
    es: 'Declaración de ventanilla única (DecMessage 3.1)',
    ja: 'シングルウィンドウ通関申告書（DecMessage 3.1）',
  },
  dec_legacy: {
    zh: '单一窗口报关单(2018版)',
    en: 'Single window DecMessage (2018)',
    es: 'Declaración de ventanilla única (versión 2018)',
    ja: 'シングルウィンドウ通関申告書（2018年版）',
  },
  swdec: {
    zh: '单一窗口导入报文(SWDEC001)',
    en: 'Single window import message (SWDEC001)',
    es: 'Mensaje de importación de ventanilla única (SWDEC001)',
    ja: 'シングルウィンドウ取込電文（SWDEC001）',
  },
});

/**
 * Transmission channels to the customs client (business-domain §3, channel). A folder channel's
 * folders are derived from main_dir (see `channelFolders` in the server's folder-channel.ts); `version` of the spec is `msg_version`
 * here, because `version` is every record's optimistic-locking counter.
 */
export const channel = defineEntity({
  name: 'channels',
  table: 'channels',
  label: { zh: '传输通道', en: 'Channel', es: 'Canal', ja: '送信チャネル' },
  perm: 'channel',
  path: '/channel/index',
  menu: { group: 'customs', sort: 40 },
  display: 'name',
  scope: { company: 'company_id' },
  fields: {
    name: str('通道名称', 'Name', 'Nombre del canal', 'チャネル名', 100, {
      required: true,
      search: 'like',
      sortable: true,
    }),
    customs_code: code('海关', 'Customs', 'Aduana', '税関', 'district-code', 4, { search: 'eq' }),
    transport_type: f.enum(
      lbl('传输方式', 'Transport', 'Modo de transmisión', '送信方式'),
      CHANNEL_TRANSPORT_OPTIONS,
      {
        required: true,
        default: 'ftp_tool',
        search: 'eq',
      },
    ),
    org_code: str('组织机构代码', 'Organisation code', 'Código de organización', '組織機構コード', 50),
    company_id: f.ref(lbl('所属公司', 'Company', 'Empresa', '所属会社'), 'companies', { readonly: true }),
    type: f.enum(lbl('报文类型', 'Message variant', 'Tipo de mensaje', '電文タイプ'), CHANNEL_TYPE_OPTIONS, {
      required: true,
      default: 'dec',
    }),
    status: f.enum(L.status, ENABLED_OPTIONS, { required: true, default: '1', search: 'eq' }),
    // the send dialog preselects it (sendChannelPlan); one per company, the server keeps it so
    is_default: f.bool(
      { zh: '默认通道', en: 'Default channel', es: 'Canal predeterminado', ja: '既定チャネル' },
      { default: false },
    ),
    sender: str('发送方编号', 'Sender id', 'Id. del remitente', '送信者番号', 50),
    input_name: str('录入员', 'Entry clerk', 'Operador de captura', '入力担当者', 32),
    input_code: str(
      '录入员IC卡号',
      'Entry clerk IC card',
      'Tarjeta IC del operador de captura',
      '入力担当者 IC カード番号',
      30,
    ),
    input_cert: notInTable(str('证书编号', 'Certificate no.', 'N.º de certificado', '証明書番号', 50)),
    main_dir: str(
      '主目录(通道根目录下)',
      'Main directory (under the channels root)',
      'Directorio principal (bajo la raíz de canales)',
      'メインディレクトリ（チャネルのルート配下）',
      500,
      {
        example: 'xiamen/dec',
      },
    ),
    is_transfer: f.bool(lbl('是否转发', 'Forwarded', 'Reenviado', '転送する'), { default: false }),
    msg_version: str('报文版本', 'Message version', 'Versión del mensaje', '電文バージョン', 20, {
      default: '3.1',
    }),
    cpu_seq: notInTable(
      str('CPU卡序列号', 'CPU card serial', 'N.º de serie de la tarjeta CPU', 'CPU カードのシリアル番号', 50),
    ),
    kafka_brokers: notInTable(str('Kafka地址', 'Kafka brokers', 'Brokers de Kafka', 'Kafka ブローカー', 500)),
    kafka_topic: notInTable(str('Kafka主题', 'Kafka topic', 'Tema de Kafka', 'Kafka トピック', 200)),
    kafka_reply_topic: notInTable(
      str('Kafka回执主题', 'Kafka receipt topic', 'Tema de acuses de Kafka', 'Kafka 受領トピック', 200),
    ),
    note: notInTable(str('备注', 'Note', 'Nota', '備考', 255)),
  },
});
