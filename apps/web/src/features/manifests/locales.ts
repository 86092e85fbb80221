import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the manifest screens (舱单, their consignments) in their own namespace. */
export const MANIFESTS_NS = 'manifests';

export const zh = {
  consignments: '提运单',
  items: '商品项',
  confirm: '确认',
  cancel: '取消确认',
  submit: '申报',
  deleteRequest: '删除申请',
  log: '日志',
  logTitle: '舱单 {{no}} 的日志',
  logEmpty: '还没有操作或回执',
  failed: '失败',
  deleteTitle: '申请删除舱单 {{no}}',
  deleteWarning: '删除申请将发往海关，海关同意后舱单即被删除，不能恢复。',
  deleteReason: '删除原因',
  deleteReasonRequired: '请填写删除原因',
  contact: '联系人',
  phone: '联系电话',
  uploadReceipt: '上传回执',
  receiptRecorded: '回执已记录：{{code}}',
  receiptDuplicate: '该回执已处理过：{{code}}',
  action: {
    add: '新增',
    confirm: '确认',
    cancel: '取消确认',
    submit: '申报',
    delete: '删除申请',
    receipt: '回执',
  },
};
export type ManifestMessages = typeof zh;

export const en: ManifestMessages = {
  consignments: 'Consignments',
  items: 'Items',
  confirm: 'Confirm',
  cancel: 'Unconfirm',
  submit: 'Submit',
  deleteRequest: 'Request deletion',
  log: 'Log',
  logTitle: 'Log of manifest {{no}}',
  logEmpty: 'No actions or receipts yet',
  failed: 'Failed',
  deleteTitle: 'Request deletion of manifest {{no}}',
  deleteWarning: 'The request goes to customs; once they agree the manifest is deleted for good.',
  deleteReason: 'Reason',
  deleteReasonRequired: 'Give the reason for the deletion',
  contact: 'Contact',
  phone: 'Phone',
  uploadReceipt: 'Upload receipt',
  receiptRecorded: 'Receipt recorded: {{code}}',
  receiptDuplicate: 'This receipt was recorded before: {{code}}',
  action: {
    add: 'Created',
    confirm: 'Confirmed',
    cancel: 'Unconfirmed',
    submit: 'Submitted',
    delete: 'Deletion requested',
    receipt: 'Receipt',
  },
};

export const es: ManifestMessages = {
  consignments: 'Envíos',
  items: 'Artículos',
  confirm: 'Confirmar',
  cancel: 'Anular confirmación',
  submit: 'Presentar',
  deleteRequest: 'Solicitar eliminación',
  log: 'Registro',
  logTitle: 'Registro del manifiesto {{no}}',
  logEmpty: 'Aún sin acciones ni acuses',
  failed: 'Fallido',
  deleteTitle: 'Solicitar la eliminación del manifiesto {{no}}',
  deleteWarning: 'La solicitud va a aduanas; si la aceptan, el manifiesto se elimina definitivamente.',
  deleteReason: 'Motivo',
  deleteReasonRequired: 'Indique el motivo de la eliminación',
  contact: 'Contacto',
  phone: 'Teléfono',
  uploadReceipt: 'Subir acuse',
  receiptRecorded: 'Acuse registrado: {{code}}',
  receiptDuplicate: 'Este acuse ya se había registrado: {{code}}',
  action: {
    add: 'Creado',
    confirm: 'Confirmado',
    cancel: 'Confirmación retirada',
    submit: 'Presentado',
    delete: 'Eliminación solicitada',
    receipt: 'Acuse',
  },
};

export const ja: ManifestMessages = {
  consignments: '運送書類',
  items: '品目',
  confirm: '確認',
  cancel: '確認取消',
  submit: '申告',
  deleteRequest: '削除申請',
  log: 'ログ',
  logTitle: 'マニフェスト {{no}} のログ',
  logEmpty: 'まだ操作も受領もありません',
  failed: '失敗',
  deleteTitle: 'マニフェスト {{no}} の削除申請',
  deleteWarning: '申請は税関に送られます。承認されるとマニフェストは削除され、元に戻せません。',
  deleteReason: '削除理由',
  deleteReasonRequired: '削除理由を入力してください',
  contact: '担当者',
  phone: '電話番号',
  uploadReceipt: '受領をアップロード',
  receiptRecorded: '受領を記録しました：{{code}}',
  receiptDuplicate: 'この受領は記録済みです：{{code}}',
  action: {
    add: '作成',
    confirm: '確認',
    cancel: '確認取消',
    submit: '申告',
    delete: '削除申請',
    receipt: '受領',
  },
};

export const manifestLocales: Record<Lang, ManifestMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(manifestLocales)) {
  i18n.addResourceBundle(lang, MANIFESTS_NS, messages, true, true);
}
