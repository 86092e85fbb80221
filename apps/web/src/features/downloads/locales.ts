import type { Lang } from '@app/shared';
import i18n from '../../i18n/index.ts';

/** Interface strings of the download tasks (panel, badge, export button) in their own namespace. */
export const DOWNLOADS_NS = 'downloads';

export const zh = {
  title: '下载任务',
  fileName: '文件名',
  status: '状态',
  progress: '进度',
  createTime: '创建时间',
  actions: '操作',
  download: '下载',
  delete: '删除',
  refresh: '刷新',
  openPage: '在页面中打开',
  empty: '暂无下载任务',
  total: '共 {{total}} 条',
  confirmTitle: '操作提示',
  confirmDelete: '确定要删除吗?',
  confirm: '确定',
  cancel: '取消',
  deleted: '删除成功!',
  deleteCancelled: '取消删除',
  downloadFailed: '文件下载失败：{{reason}}',
  export: '导出',
  exportCreated: '导出任务已创建',
  viewTasks: '查看下载任务',
};

export type DownloadMessages = typeof zh;

export const en: DownloadMessages = {
  title: 'Download tasks',
  fileName: 'File name',
  status: 'Status',
  progress: 'Progress',
  createTime: 'Created',
  actions: 'Actions',
  download: 'Download',
  delete: 'Delete',
  refresh: 'Refresh',
  openPage: 'Open as a page',
  empty: 'No download tasks',
  total: '{{total}} in all',
  confirmTitle: 'Please confirm',
  confirmDelete: 'Delete this task?',
  confirm: 'OK',
  cancel: 'Cancel',
  deleted: 'Deleted!',
  deleteCancelled: 'Deletion cancelled',
  downloadFailed: 'The file could not be downloaded: {{reason}}',
  export: 'Export',
  exportCreated: 'The export task has been created',
  viewTasks: 'View download tasks',
};

export const es: DownloadMessages = {
  title: 'Tareas de descarga',
  fileName: 'Archivo',
  status: 'Estado',
  progress: 'Progreso',
  createTime: 'Creada',
  actions: 'Acciones',
  download: 'Descargar',
  delete: 'Eliminar',
  refresh: 'Actualizar',
  openPage: 'Abrir como página',
  empty: 'No hay tareas de descarga',
  total: '{{total}} en total',
  confirmTitle: 'Confirmación',
  confirmDelete: '¿Eliminar esta tarea?',
  confirm: 'Aceptar',
  cancel: 'Cancelar',
  deleted: '¡Eliminada!',
  deleteCancelled: 'Eliminación cancelada',
  downloadFailed: 'No se pudo descargar el archivo: {{reason}}',
  export: 'Exportar',
  exportCreated: 'Se ha creado la tarea de exportación',
  viewTasks: 'Ver tareas de descarga',
};

export const ja: DownloadMessages = {
  title: 'ダウンロードタスク',
  fileName: 'ファイル名',
  status: '状態',
  progress: '進捗',
  createTime: '作成日時',
  actions: 'アクション',
  download: 'ダウンロード',
  delete: '削除',
  refresh: '更新',
  openPage: 'ページで開く',
  empty: 'ダウンロードタスクはありません',
  total: '全 {{total}} 件',
  confirmTitle: '操作の確認',
  confirmDelete: '削除してもよろしいですか?',
  confirm: 'OK',
  cancel: 'キャンセル',
  deleted: '削除しました!',
  deleteCancelled: '削除をキャンセルしました',
  downloadFailed: 'ファイルをダウンロードできませんでした：{{reason}}',
  export: 'エクスポート',
  exportCreated: 'エクスポートタスクを作成しました',
  viewTasks: 'ダウンロードタスクを見る',
};

export const downloadLocales: Record<Lang, DownloadMessages> = { zh, en, es, ja };

for (const [lang, messages] of Object.entries(downloadLocales)) {
  i18n.addResourceBundle(lang, DOWNLOADS_NS, messages, true, true);
}
