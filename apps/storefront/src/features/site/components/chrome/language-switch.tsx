import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@mall/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang } from '../../../../lib/i18n.ts';
import { applyLanguage, LANG_AUTONYMS } from '../../../../lib/language.ts';
import './language-switch.css';

// The menu order shoppers expect: Chinese first, then English, Korean, Russian.
const ORDER: Lang[] = ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'];
const OPTIONS = ORDER.filter((l) => LANGS.includes(l));

/**
 * Each language listed by its own name ("English", "简体中文"…); choosing one is remembered. A small listbox of
 * our own: antd's Select brought its virtual list and form plumbing into every page's first load (issue 12).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('chrome');
  const current = isLang(i18n.language) ? i18n.language : 'en-us';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(current);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  const choose = (lang: Lang) => {
    setOpen(false);
    button.current?.focus();
    if (lang !== current) void applyLanguage(lang, true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = OPTIONS.indexOf(active);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive(OPTIONS[(at + (e.key === 'ArrowDown' ? 1 : OPTIONS.length - 1)) % OPTIONS.length]!);
    } else if ((e.key === 'Enter' || e.key === ' ') && open) {
      e.preventDefault();
      choose(active);
    }
  };

  return (
    <div className="mc-lang-switch" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        data-testid="lang-switch"
        className="mc-lang-switch__button"
        role="combobox"
        aria-label={t('topBar.language')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onClick={() => {
          setActive(current);
          setOpen((o) => !o);
        }}
      >
        <GlobalOutlined />
        <span>{LANG_AUTONYMS[current]}</span>
        <DownOutlined className="mc-lang-switch__arrow" />
      </button>
      {open ? (
        <ul className="mc-lang-switch__list" role="listbox" id={listId} aria-label={t('topBar.language')}>
          {OPTIONS.map((lang) => (
            <li
              key={lang}
              id={`${listId}-${lang}`}
              role="option"
              lang={lang}
              aria-selected={lang === current}
              className={lang === active ? 'mc-lang-switch__option is-active' : 'mc-lang-switch__option'}
              onMouseEnter={() => setActive(lang)}
              onClick={() => choose(lang)}
            >
              {LANG_AUTONYMS[lang]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
