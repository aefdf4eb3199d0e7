import { ComboboxChevron, Input } from '@mantine/core';
import { isLocale } from '@vitrina/contracts';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../lib/chunk-reload';
import { currentLocale } from '../lib/locale';
import type { LanguageMenuProps } from './language-menu';
import { LOCALE_NAMES } from './locale-names';

type Menu = typeof import('./language-menu');
let loaded: Menu | null = null;
const loadMenu = () =>
  import('./language-menu').then((module) => {
    loaded = module;
    return module;
  });
const LanguageMenu = lazy(() => importWithReload(loadMenu).then((m) => ({ default: m.LanguageMenu })));

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The language dropdown. Its code (Mantine's Select with its popover and positioning, about a
 * fifth of the sign-in page's JavaScript) loads when a pointer or the focus reaches it; until
 * then a field that looks the same stands in, and a press or key on it opens the real one.
 */
export function LanguageSelect({ onChoose }: Pick<LanguageMenuProps, 'onChoose'>) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();
  const [menu, setMenu] = useState<LanguageMenuProps | null>(null);
  // Once its code is in (another dropdown loaded it), the real menu renders at once: swapping the
  // stand-in under a press would let the press's click close the menu it just opened.
  if (loaded && !menu) return <loaded.LanguageMenu onChoose={onChoose} />;
  const wake = (open: boolean) => setMenu((current) => ({ open: open || Boolean(current?.open), autoFocus: true }));
  const standIn = (
    <Input
      aria-label={t('common.language')}
      data-testid="language-select"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      w={150}
      size="xs"
      value={LOCALE_NAMES[locale]}
      rightSection={<ComboboxChevron size="xs" />}
      rightSectionPointerEvents="none"
      // A pointer nearby fetches the code; pressing opens the real menu in place of this one.
      onPointerEnter={() => void loadMenu().catch(() => {})}
      onPointerDown={() => wake(true)}
      onFocus={() => wake(false)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        wake(true);
      }}
    />
  );
  if (!menu) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu {...menu} onChoose={onChoose} />
    </Suspense>
  );
}
