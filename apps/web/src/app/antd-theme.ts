import { theme, type ThemeConfig } from 'antd';
import type { UiSize } from '../settings/settings-store.ts';

/**
 * antd's theme for the chosen colour and size: Mini is Small with the compact algorithm, and a person who
 * asked their system for less motion gets none (menus, dialogs and messages appear at once).
 */
export function antdTheme(colorPrimary: string, size: UiSize, reducedMotion: boolean): ThemeConfig {
  return {
    token: { colorPrimary, motion: !reducedMotion },
    algorithm: size === 'mini' ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
  };
}
