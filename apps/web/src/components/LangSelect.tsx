import { Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@app/shared';
import { currentLang, setLanguage } from '../i18n/index.ts';
import { inHeader } from './popup-container.ts';

/** Language names are shown in their own language. */
export const LANG_NAMES: Record<Lang, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

/** The language menu: zh, en, es, ja; the choice goes to the `language` cookie. */
export function LangSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLang();
  const items: MenuProps['items'] = LANGS.map((lang) => ({ key: lang, label: LANG_NAMES[lang] }));
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inHeader}
      menu={{
        items,
        selectable: true,
        selectedKeys: [active],
        onClick: ({ key }) => void setLanguage(key as Lang),
      }}
    >
      <button type="button" className={`icon-button ${className ?? ''}`} aria-label={t('navbar.language')}>
        <GlobalOutlined />
        <span className="icon-button-text">{LANG_NAMES[pickOf(i18n.language)]}</span>
      </button>
    </Dropdown>
  );
}

function pickOf(language: string): Lang {
  return (LANGS as readonly string[]).includes(language) ? (language as Lang) : 'zh';
}
