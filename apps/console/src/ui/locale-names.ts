import type { Locale } from '@vitrina/contracts';

/** Language names are written in their own language, so anyone can find theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', tr: 'Türkçe', es: 'Español', pt: 'Português' };
