import type { TFunction } from 'i18next';

/** The names migration 0010 gives the built-in plans; the server keeps plan names as data, in Russian. */
const BUILT_IN_NAMES: Readonly<Record<string, string>> = { Пробный: 'trial', Старт: 'start', Бизнес: 'business', Профи: 'pro' };

/**
 * A plan's name to show: a built-in plan under its built-in name reads in the interface language;
 * a name an administrator gave (a renamed or a new plan) is shown as it was written.
 */
export function planNameIn(t: TFunction, name: string): string {
  const id = BUILT_IN_NAMES[name];
  return id ? t(`planNames.${id}`) : name;
}
