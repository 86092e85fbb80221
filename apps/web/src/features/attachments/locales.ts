import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the attachment panel (any document's files) in their own namespace. */
export const ATTACHMENTS_NS = 'attachments';

export const zh = {
  title: '附件名称',
  fileName: '文件名',
  size: '大小',
  uploadTime: '上传时间',
  actions: '操作',
  header: '必传',
  noFile: '未上传',
  upload: '上传',
  download: '下载',
  deleteFile: '删除文件',
  deleteRow: '删除',
  deleteFirst: '已有文件，如需重新上传请先删除文件',
  deleteFileAsk: '删除附件“{{title}}”的文件 {{name}}？',
  deleteRowAsk: '删除附件“{{title}}”？',
  addTitle: '新附件名称',
  addRow: '添加附件',
  titleRequired: '请输入附件名称',
  uploaded: '上传成功',
  uploadFailed: '上传失败，请检查文件',
  loadFailed: '附件加载失败',
  empty: '没有附件',
  hint: '支持 xls、xlsx、doc、docx、pdf、rar、zip、jpg、jpeg、png、bmp，文件名不超过64个字符，大小不超过10M；表格不能包含公式。已有文件时请先删除文件再重新上传。',
};
export type AttachmentMessages = typeof zh;

export const en: AttachmentMessages = {
  title: 'Attachment',
  fileName: 'File name',
  size: 'Size',
  uploadTime: 'Uploaded',
  actions: 'Actions',
  header: 'Required',
  noFile: 'Not uploaded',
  upload: 'Upload',
  download: 'Download',
  deleteFile: 'Delete file',
  deleteRow: 'Delete',
  deleteFirst: 'This row has a file: delete it before uploading another',
  deleteFileAsk: 'Delete the file {{name}} of “{{title}}”?',
  deleteRowAsk: 'Delete the attachment “{{title}}”?',
  addTitle: 'New attachment name',
  addRow: 'Add attachment',
  titleRequired: 'Enter the attachment name',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed, please check the file',
  loadFailed: 'The attachments could not be loaded',
  empty: 'No attachments',
  hint: 'xls, xlsx, doc, docx, pdf, rar, zip, jpg, jpeg, png or bmp; name at most 64 characters, at most 10 MB; spreadsheets without formulas. To replace a file, delete it first.',
};

export const es: AttachmentMessages = {
  title: 'Adjunto',
  fileName: 'Archivo',
  size: 'Tamaño',
  uploadTime: 'Subido',
  actions: 'Acciones',
  header: 'Obligatorio',
  noFile: 'Sin subir',
  upload: 'Subir',
  download: 'Descargar',
  deleteFile: 'Eliminar archivo',
  deleteRow: 'Eliminar',
  deleteFirst: 'Esta fila ya tiene un archivo: elimínelo antes de subir otro',
  deleteFileAsk: '¿Eliminar el archivo {{name}} de «{{title}}»?',
  deleteRowAsk: '¿Eliminar el adjunto «{{title}}»?',
  addTitle: 'Nombre del nuevo adjunto',
  addRow: 'Añadir adjunto',
  titleRequired: 'Indique el nombre del adjunto',
  uploaded: 'Subido',
  uploadFailed: 'La subida falló, revise el archivo',
  loadFailed: 'No se pudieron cargar los adjuntos',
  empty: 'Sin adjuntos',
  hint: 'xls, xlsx, doc, docx, pdf, rar, zip, jpg, jpeg, png o bmp; nombre de 64 caracteres como máximo, 10 MB como máximo; hojas sin fórmulas. Para sustituir un archivo, elimínelo primero.',
};

export const ja: AttachmentMessages = {
  title: '添付名',
  fileName: 'ファイル名',
  size: 'サイズ',
  uploadTime: 'アップロード日時',
  actions: 'アクション',
  header: '必須',
  noFile: '未アップロード',
  upload: 'アップロード',
  download: 'ダウンロード',
  deleteFile: 'ファイル削除',
  deleteRow: '削除',
  deleteFirst: 'ファイルがあります。再アップロードするには先に削除してください',
  deleteFileAsk: '「{{title}}」のファイル {{name}} を削除しますか？',
  deleteRowAsk: '添付「{{title}}」を削除しますか？',
  addTitle: '新しい添付名',
  addRow: '添付を追加',
  titleRequired: '添付名を入力してください',
  uploaded: 'アップロードしました',
  uploadFailed: 'アップロードに失敗しました。ファイルを確認してください',
  loadFailed: '添付を読み込めませんでした',
  empty: '添付がありません',
  hint: 'xls、xlsx、doc、docx、pdf、rar、zip、jpg、jpeg、png、bmp。ファイル名は64文字以内、10MB以下。表に数式を含めないでください。差し替えるには先にファイルを削除してください。',
};

export const attachmentLocales: Record<Lang, AttachmentMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(attachmentLocales)) {
  i18n.addResourceBundle(lang, ATTACHMENTS_NS, messages, true, true);
}
