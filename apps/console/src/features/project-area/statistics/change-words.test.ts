import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import es from '../i18n/es.json';
import pt from '../i18n/pt.json';
import ru from '../i18n/ru.json';
import tr from '../i18n/tr.json';
import { changeInWords, fieldLabel, valueWords } from './change-words';

const t = i18next.t.bind(i18next);

for (const [locale, strings] of Object.entries({ ru, tr, es, pt })) i18next.addResourceBundle(locale, 'translation', strings, true, true);

describe('the change log in words', () => {
  it('names fields by the labels the forms give them, not by stored keys', () => {
    expect(fieldLabel('name', t)).toBe('Project name');
    expect(fieldLabel('feedUpdateFrequency', t)).toBe('Update frequency');
    expect(fieldLabel('settings.locale', t)).toBe('Widget language');
    expect(fieldLabel('settings.selector', t)).toBe(t('widget.fields.selector'));
    expect(fieldLabel('merchandisingRules', t)).toBe('Merchandising');
    expect(fieldLabel('plan.endsAt', t)).toBe('Plan valid until');
    expect(fieldLabel('plan.unpaid', t)).toBe('Plan payment');
    expect(fieldLabel('settings.fromSomeApi', t)).toBe('Other setting: fromSomeApi');
  });

  it('shows values readably: named choices, on and off, lists, and text as it is', () => {
    expect(valueWords('sourceStatus', 'stopped', t)).toBe('Stopped');
    expect(valueWords('feedUpdateFrequency', 'hourly', t)).toBe('Every hour');
    expect(valueWords('ignoreXmlErrors', 'true', t)).toBe(t('publish.on'));
    expect(valueWords('feedUrls', '["https://a.example/1.xml","https://a.example/2.xml"]', t)).toBe(
      'https://a.example/1.xml, https://a.example/2.xml',
    );
    expect(valueWords('settings.locale', 'en', t)).toBe('English');
    expect(valueWords('settings.limit', '12', t)).toBe('12');
    expect(valueWords('name', 'Shop', t)).toBe('Shop');
    expect(valueWords('name', null, t)).toBeNull();
    expect(valueWords('plan.unpaid', 'true', t)).toBe('Unpaid');
    expect(valueWords('plan.unpaid', 'false', t)).toBe('Paid');
    // A plan's end is a moment, not a number of milliseconds.
    const end = Date.UTC(2026, 11, 31, 12);
    expect(valueWords('plan.endsAt', String(end), t, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(end),
    );
    expect(valueWords('plan.endsAt', String(end), t, 'en')).toContain('2026');
  });

  it('lists only the widget settings that changed, each with its label and value', () => {
    const words = changeInWords(
      {
        field: 'widgetSettings',
        oldValue: JSON.stringify({ locale: 'ru', limit: 10, selector: '#search' }),
        newValue: JSON.stringify({ locale: 'en', limit: 10, selector: '#search', showCart: true }),
      },
      t,
    );
    expect(words.label).toBe(`Search widget: Widget language, ${t('widget.fields.showCart')}`);
    expect(words.oldValue).toBe('Widget language: Russian');
    expect(words.newValue).toBe(`Widget language: English\n${t('widget.fields.showCart')}: ${t('publish.on')}`);
  });

  it('counts changes with the plural form each language needs', () => {
    const total = (count: number, lng: string) => t('statistics.logs.total', { count, lng });
    expect([1, 2, 5].map((count) => total(count, 'en'))).toEqual(['1 change', '2 changes', '5 changes']);
    expect([1, 2, 5, 21, 1.5].map((count) => total(count, 'ru'))).toEqual([
      '1 изменение',
      '2 изменения',
      '5 изменений',
      '21 изменение',
      '1.5 изменения',
    ]);
    expect([1, 2].map((count) => total(count, 'tr'))).toEqual(['1 değişiklik', '2 değişiklik']);
    expect([1, 2, 1_000_000].map((count) => total(count, 'es'))).toEqual(['1 cambio', '2 cambios', '1000000 de cambios']);
    expect([1, 2].map((count) => total(count, 'pt'))).toEqual(['1 alteração', '2 alterações']);
  });
});
