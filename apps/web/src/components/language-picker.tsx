import { LANGUAGES, type Language } from '@h5/contract/languages.ts';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG } from '../lib/i18n/language.ts';
import { FlagPH, FlagUS } from './flags.tsx';
import './language-picker.css';

const FLAGS: Record<Language, ComponentType> = { EN: FlagUS, TY: FlagPH };
/** Short code shown on the trigger. */
const SHORT: Record<Language, string> = { EN: 'EN', TY: 'FIL' };

interface LanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
}

/**
 * Lobby spec §2.17: a dropdown with English (US flag) and Filipino (PH flag), the current one highlighted.
 * A disclosure button and a list of buttons: light, keyboard-usable (Escape closes), no popover library.
 */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const Flag = FLAGS[value];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    triggerRef.current?.focus();
    if (language !== value) onChange(language);
  };

  return (
    <div className="lang-picker" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="lang-picker__trigger"
        data-testid="language-picker"
        // The visible code is part of the name (WCAG 2.5.3 label in name): "Wika: Filipino, FIL".
        aria-label={`${t('language.label')}: ${t(`language.${value}`)}, ${SHORT[value]}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        <Flag />
        <span className="lang-picker__code" aria-hidden="true">
          {SHORT[value]}
        </span>
        <svg className="lang-picker__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul id={listId} className="lang-picker__menu" aria-label={t('language.label')}>
          {LANGUAGES.map((language) => {
            const OptionFlag = FLAGS[language];
            const current = language === value;
            return (
              <li key={language}>
                <button
                  type="button"
                  className="lang-picker__option"
                  data-testid={`language-option-${language}`}
                  lang={LANGUAGE_TAG[language]}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    choose(language);
                  }}
                >
                  <OptionFlag />
                  <span>{t(`language.${language}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
