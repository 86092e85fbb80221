import { create } from 'zustand';
import { getCookie, setCookie } from '../storage/cookies.ts';

/**
 * Layout settings (platform-shell §2.5, §3.1). The settings drawer's choices are kept in
 * localStorage; the interface size and the sidebar state in cookies.
 */

export const THEME_PRESETS = [
  '#1890ff',
  '#409EFF',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
export const DEFAULT_THEME = '#1890ff';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: UiSize = 'small';

export interface Settings {
  theme: string;
  /** Show the settings button (the drawer's entry). */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

const SETTINGS_KEY = 'bo.settings';
const SIZE_COOKIE = 'size';
const SIDEBAR_COOKIE = 'sidebarStatus';

function readSettings(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return { ...DEFAULT_SETTINGS, ...stored };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function readSize(): UiSize {
  const value = getCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as UiSize) : DEFAULT_SIZE;
}

interface SettingsState extends Settings {
  size: UiSize;
  /** Sidebar opened (kept in the sidebarStatus cookie: 1 open, 0 closed). */
  sidebarOpened: boolean;
  /** The settings drawer is open. */
  drawerOpen: boolean;
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
  setSize(size: UiSize): void;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDrawerOpen(open: boolean): void;
}

export const useSettings = create<SettingsState>((set, get) => ({
  ...readSettings(),
  size: readSize(),
  sidebarOpened: getCookie(SIDEBAR_COOKIE) !== '0',
  drawerOpen: false,
  change(key, value) {
    set({ [key]: value } as Pick<Settings, typeof key>);
    const { theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch } = get();
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch }),
    );
  },
  setSize(size) {
    setCookie(SIZE_COOKIE, size, 365);
    set({ size });
  },
  toggleSidebar() {
    const opened = !get().sidebarOpened;
    setCookie(SIDEBAR_COOKIE, opened ? '1' : '0', 365);
    set({ sidebarOpened: opened });
  },
  closeSidebar() {
    setCookie(SIDEBAR_COOKIE, '0', 365);
    set({ sidebarOpened: false });
  },
  setDrawerOpen(open) {
    set({ drawerOpen: open });
  },
}));
