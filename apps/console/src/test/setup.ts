import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { type Strings, setupI18n } from '../lib/i18n';
import { loadMessages } from '../lib/messages';
import { loadPhoneInput } from '../ui/phone-input';

// findBy/waitFor wait up to 5 s instead of 1 s: a loaded CI machine renders large pages slowly.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine needs them (STACK.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Autosize textareas listen for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

localStorage.setItem('vitrina_locale', 'en');
// Every English file at once (the console loads one feature's at a time): pages render translated.
const english = import.meta.glob<Strings>(['../i18n/en.json', '../features/*/i18n/en.json', '../features/*/*/i18n/en.json'], {
  import: 'default',
  eager: true,
});
setupI18n('en', Object.values(english));
// The contracts' messages (validation, the API's errors) as main.tsx has them before the first render.
await loadMessages('en');
// The routes load the phone field with the pages that show it; tests render those pages directly.
await loadPhoneInput();

afterEach(() => {
  cleanup();
});

// Test files share one module graph (vitest.config.ts): what a file changed in the modules' state or
// the page does not reach the next file.
afterAll(async () => {
  notifications.clean();
  notifications.cleanQueue();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('vitrina_locale', 'en');
  await i18next.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.title = '';
  document.body.innerHTML = '';
});
