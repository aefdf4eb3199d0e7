import { Select } from '@mantine/core';
import { LOCALES, type Locale } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLocale, currentLocale } from '../lib/locale';

/** Language names are written in their own language, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', tr: 'Türkçe', es: 'Español', pt: 'Português' };

/** Choosing a language stores it and reloads the page (spec §2). */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('common.language')}
      data-testid="language-select"
      w={150}
      size="xs"
      allowDeselect={false}
      checkIconPosition="right"
      value={currentLocale()}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      onChange={(value) => {
        if (value && value !== currentLocale()) chooseLocale(value as Locale);
      }}
    />
  );
}
