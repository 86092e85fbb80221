import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, pickLang } from '@app/shared';
import { GlobalIcon } from '../../components/inline-icons.tsx';
import { setLanguage } from '../../i18n/index.ts';

/** Language names are shown in their own language (as the layout's menu, components/LangSelect.tsx). */
const LANG_NAMES = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' } as const;

/**
 * The sign-in page's language menu (zh, en, es, ja; the choice goes to the `language` cookie), without
 * antd: a button that opens a menu; arrow keys move, Enter or Space picks, Escape or a click outside closes.
 */
export function LoginLangMenu() {
  const { t, i18n } = useTranslation();
  const active = pickLang(i18n.language);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[LANGS.indexOf(active)]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, active]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => items.current[(to + LANGS.length) % LANGS.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LANGS.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className="login-lang-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        aria-label={t('navbar.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <GlobalIcon />
        <span className="icon-button-text">{LANG_NAMES[active]}</span>
      </button>
      {open && (
        <div className="login-lang-list" role="menu" aria-label={t('navbar.language')} onKeyDown={onMenuKey}>
          {LANGS.map((lang, index) => (
            <button
              key={lang}
              ref={(el) => {
                items.current[index] = el;
              }}
              type="button"
              role="menuitem"
              lang={lang}
              tabIndex={-1}
              aria-current={lang === active ? 'true' : undefined}
              className={`login-lang-item${lang === active ? ' is-active' : ''}`}
              onClick={() => {
                close();
                void setLanguage(lang);
              }}
            >
              {LANG_NAMES[lang]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
