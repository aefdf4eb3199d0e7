import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, renderWithCookies } from './cookie';

describe('cookies the page reads', () => {
  afterEach(() => {
    renderWithCookies(null);
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, removed after it.
    document.cookie = 'vitrina_test=; max-age=0';
  });

  it('are the browser’s, or the visitor’s while the server renders their page', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets a browser cookie to read back.
    document.cookie = 'vitrina_test=browser';
    expect(readCookie('vitrina_test')).toBe('browser');
    renderWithCookies('a=1; vitrina_test=visitor%20one');
    expect(readCookie('vitrina_test')).toBe('visitor one');
    renderWithCookies('');
    expect(readCookie('vitrina_test')).toBeNull();
    renderWithCookies(null);
    expect(readCookie('vitrina_test')).toBe('browser');
  });
});
