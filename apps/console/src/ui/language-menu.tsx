import { Select } from '@mantine/core';
import { isLocale, LOCALES, type Locale } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLocale, currentLocale } from '../lib/locale';
import { LOCALE_NAMES } from './locale-names';

export interface LanguageMenuProps {
  /** Opened and focused at once: the stand-in (language-select.tsx) was clicked or keyed. */
  open?: boolean;
  autoFocus?: boolean;
  /** What a choice does; by default it stores the language and reloads (the sign-in pages, spec §2). */
  onChoose?: (locale: Locale) => void;
}

/** The language dropdown; what a choice does is `onChoose` (reload by default, spec §2). */
export function LanguageMenu({ open = false, autoFocus = false, onChoose = chooseLocale }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const value = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <Select
      aria-label={t('common.language')}
      data-testid="language-select"
      w={150}
      size="xs"
      allowDeselect={false}
      checkIconPosition="right"
      autoFocus={autoFocus}
      defaultDropdownOpened={open}
      value={value}
      data={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      onChange={(next) => {
        if (isLocale(next) && next !== value) onChoose(next);
      }}
    />
  );
}
