import { Select } from '@mantine/core';
import { LOCALES, type Locale } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLocale, currentLocale } from '../lib/locale';
import { LOCALE_NAMES } from './locale-names';

export interface LanguageMenuProps {
  /** Opened and focused at once: the stand-in (language-select.tsx) was clicked or keyed. */
  open?: boolean;
  autoFocus?: boolean;
}

/** The language dropdown; choosing a language stores it and reloads the page (spec §2). */
export function LanguageMenu({ open = false, autoFocus = false }: LanguageMenuProps) {
  const { t } = useTranslation();
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
      value={currentLocale()}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      onChange={(value) => {
        if (value && value !== currentLocale()) chooseLocale(value as Locale);
      }}
    />
  );
}
