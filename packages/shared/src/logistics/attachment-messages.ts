/** The messages of attachments (business-domain §5 upload rules, §8 upload failures). */
export const attachmentMessages = {
  'attachment.exists': {
    zh: '该附件已存在，请先删除再重新上传',
    en: 'This row already has a file: delete it before uploading again',
    es: 'Esta fila ya tiene un archivo: elimínelo antes de volver a subir',
    ja: 'この行には既にファイルがあります。削除してから再アップロードしてください',
  },
  'attachment.header': {
    zh: '表头附件不能删除，只能删除其中的文件',
    en: 'The header attachment row cannot be deleted, only its file',
    es: 'La fila de cabecera no se puede eliminar, solo su archivo',
    ja: 'ヘッダー添付行は削除できません（ファイルのみ削除できます）',
  },
  'attachment.none': {
    zh: '没有附件，无法下载',
    en: 'There is no attachment to download',
    es: 'No hay ningún adjunto que descargar',
    ja: 'ダウンロードできる添付ファイルがありません',
  },
  'attachment.not_editable': {
    zh: '单据状态为“{status}”，附件不能修改；只有草稿或审核驳回时可以',
    en: 'The document is “{status}”: its attachments can change only in draft or after a rejection',
    es: 'El documento está «{status}»: sus adjuntos solo cambian en borrador o tras un rechazo',
    ja: '書類は「{status}」のため添付を変更できません（下書きまたは差し戻し時のみ）',
  },
  'attachment.content': {
    zh: '上传失败，请检查文件：文件内容不是{type}文件',
    en: 'Upload failed, please check the file: its content is not a {type} file',
    es: 'La subida falló, revise el archivo: su contenido no es un archivo {type}',
    ja: 'アップロードに失敗しました。ファイルを確認してください：内容が{type}ファイルではありません',
  },
  'attachment.formula': {
    zh: '附件失败：表格中不能包含公式，请改为数值后重新上传',
    en: 'Attachment failed: the spreadsheet must not contain formulas; replace them with values',
    es: 'Adjunto fallido: la hoja no debe contener fórmulas; sustitúyalas por valores',
    ja: '添付に失敗しました：表に数式を含めないでください。値に置き換えてください',
  },
  'attachment.unreadable': {
    zh: '上传失败，请检查文件：表格无法读取',
    en: 'Upload failed, please check the file: the spreadsheet cannot be read',
    es: 'La subida falló, revise el archivo: no se puede leer la hoja',
    ja: 'アップロードに失敗しました。ファイルを確認してください：表を読み取れません',
  },
  'attachment.owner_type': {
    zh: '不支持的附件所属单据类型',
    en: 'Unknown kind of document for attachments',
    es: 'Tipo de documento desconocido para adjuntos',
    ja: '添付に対応していない書類の種類です',
  },
  'attachment.no_file': {
    zh: '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
    ja: 'アップロードするファイルを選択してください',
  },
} as const;
