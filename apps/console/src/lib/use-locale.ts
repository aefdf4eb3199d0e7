import { isLocale, type Locale } from '@vitrina/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './locale';
import { translate } from './messages';

/**
 * The interface locale plus a translator for contracts' message references ('validation.min|6');
 * a component using it renders again when the language is switched.
 */
export function useLocale(): { locale: Locale; translateRef: (reference: string) => string } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  const translateRef = useCallback((reference: string) => translate(locale, reference), [locale]);
  return { locale, translateRef };
}
