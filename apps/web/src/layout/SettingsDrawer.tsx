import { Drawer, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useSettings, type Settings } from '../settings/settings-store.ts';

/** The settings drawer: theme colour, tags view, fixed header, sidebar logo, pinyin search (Chinese only). */
export function SettingsDrawer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const toggles: { key: keyof Settings; label: string; show: boolean }[] = [
    { key: 'tagsView', label: t('settings.tagsView'), show: true },
    { key: 'fixedHeader', label: t('settings.fixedHeader'), show: true },
    { key: 'sidebarLogo', label: t('settings.sidebarLogo'), show: true },
    { key: 'supportPinyinSearch', label: t('settings.pinyinSearch'), show: i18n.language === 'zh' },
  ];
  return (
    <Drawer
      title={t('settings.title')}
      open={settings.drawerOpen}
      onClose={() => settings.setDrawerOpen(false)}
      width={300}
      className="settings-drawer"
    >
      <div className="settings-item settings-theme">
        <span id="settings-theme-label">{t('settings.theme')}</span>
        <div className="theme-swatches" role="radiogroup" aria-labelledby="settings-theme-label">
          {THEME_PRESETS.map((color) => {
            const active = settings.theme.toLowerCase() === color.toLowerCase();
            return (
              <Tooltip key={color} title={color}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={active}
                  aria-label={color}
                  className="theme-swatch"
                  style={{ background: color }}
                  onClick={() => settings.change('theme', color)}
                >
                  {active && <CheckOutlined />}
                </button>
              </Tooltip>
            );
          })}
        </div>
      </div>
      {toggles
        .filter((item) => item.show)
        .map((item) => (
          <label className="settings-item" key={item.key}>
            <span>{item.label}</span>
            <Switch
              checked={settings[item.key] as boolean}
              onChange={(checked) => settings.change(item.key, checked)}
              aria-label={item.label}
            />
          </label>
        ))}
    </Drawer>
  );
}
