import type { Lang } from '@app/shared';

/**
 * Strings of the pages drawn without antd before sign-in (the sign-in form, the page-loading spinner),
 * in the default namespace under `entry`.
 */
export const ENTRY_MESSAGES: Record<Lang, Record<string, string>> = {
  zh: { loading: '加载中', showPassword: '显示密码', hidePassword: '隐藏密码' },
  en: { loading: 'Loading', showPassword: 'Show password', hidePassword: 'Hide password' },
  es: { loading: 'Cargando', showPassword: 'Mostrar contraseña', hidePassword: 'Ocultar contraseña' },
  ja: { loading: '読み込み中', showPassword: 'パスワードを表示', hidePassword: 'パスワードを隠す' },
};
