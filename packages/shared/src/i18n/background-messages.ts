import type { LocalizedText } from './text.ts';

/** Messages of the message centre and the download tasks (background exports). */
export const backgroundMessages = {
  'message.target_inactive': {
    zh: '以下接收对象已停用：{ids}',
    en: 'These recipients are disabled: {ids}',
    es: 'Estos destinatarios están desactivados: {ids}',
    ja: '次の受信者は無効です：{ids}',
  },
  'message.no_recipients': {
    zh: '所选对象下没有可接收消息的启用用户',
    en: 'No enabled user can receive this message',
    es: 'Ningún usuario activo puede recibir este mensaje',
    ja: 'このメッセージを受信できる有効なユーザーがいません',
  },
  'download.sta.0': { zh: '等待中', en: 'Queued', es: 'En cola', ja: '待機中' },
  'download.sta.1': { zh: '生成中', en: 'Generating', es: 'Generando', ja: '作成中' },
  'download.sta.2': { zh: '已完成', en: 'Complete', es: 'Completado', ja: '完了' },
  'download.sta.-10': {
    zh: '导出失败',
    en: 'Export failed',
    es: 'Exportación fallida',
    ja: 'エクスポート失敗',
  },
  'download.deleted': { zh: '删除成功!', en: 'Deleted!', es: '¡Eliminado!', ja: '削除しました！' },
  'download.failed': {
    zh: '导出失败：{reason}',
    en: 'The export failed: {reason}',
    es: 'La exportación falló: {reason}',
    ja: 'エクスポートに失敗しました：{reason}',
  },
  'download.write_failed': {
    zh: '服务器未能生成文件，请稍后重试；如仍失败请联系管理员（任务 {task}）',
    en: 'The server could not write the file; try again later, or tell an administrator (task {task})',
    es: 'El servidor no pudo generar el archivo; inténtelo más tarde o avise a un administrador (tarea {task})',
    ja: 'サーバーでファイルを作成できませんでした。後でもう一度試すか、管理者に連絡してください（タスク {task}）',
  },
  'download.quota_pending': {
    zh: '您已有 {count} 个导出任务在排队或执行中（上限 {max} 个），请等其完成后再导出',
    en: 'You already have {count} exports queued or running (at most {max}); wait for them to finish',
    es: 'Ya tiene {count} exportaciones en cola o en curso (máximo {max}); espere a que terminen',
    ja: 'キュー待ちまたは実行中のエクスポートが {count} 件あります（上限 {max} 件）。完了を待ってください',
  },
  'download.quota_bytes': {
    zh: '您的导出文件已占用 {used} MB（上限 {max} MB），请先在下载列表中删除不需要的文件',
    en: 'Your export files take {used} MB (at most {max} MB); delete the ones you no longer need first',
    es: 'Sus archivos exportados ocupan {used} MB (máximo {max} MB); elimine primero los que ya no necesite',
    ja: 'エクスポートファイルが {used} MB を使用しています（上限 {max} MB）。不要なファイルを先に削除してください',
  },
  'download.expired': {
    zh: '文件已过保留期（{days} 天）被清理，请重新导出',
    en: 'The file was removed after its keeping period ({days} days); export again',
    es: 'El archivo se eliminó tras su periodo de conservación ({days} días); exporte de nuevo',
    ja: '保存期間（{days} 日）を過ぎたためファイルは削除されました。再度エクスポートしてください',
  },
  'error.job_lost': {
    zh: '任务中断：执行它的服务器多次停止',
    en: 'The job was interrupted: the server running it stopped too many times',
    es: 'La tarea se interrumpió: el servidor que la ejecutaba se detuvo demasiadas veces',
    ja: 'ジョブが中断されました：実行中のサーバーが何度も停止しました',
  },
  'download.file_missing': {
    zh: '文件不存在或尚未生成',
    en: 'The file does not exist or is not ready yet',
    es: 'El archivo no existe o aún no está listo',
    ja: 'ファイルが存在しないか、まだ生成されていません',
  },
} satisfies Record<string, LocalizedText>;
