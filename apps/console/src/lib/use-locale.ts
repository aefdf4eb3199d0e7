import { type Locale, translate } from '@vitrina/contracts';
import { useCallback } from 'react';
import { currentLocale } from './locale';

/** The interface locale plus a translator for contracts' message references ('validation.min|6'). */
export function useLocale(): { locale: Locale; translateRef: (reference: string) => string } {
  const locale = currentLocale();
  const translateRef = useCallback((reference: string) => translate(locale, reference), [locale]);
  return { locale, translateRef };
}
