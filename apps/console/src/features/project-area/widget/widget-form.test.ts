import { LEARNING_DEFAULTS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { projectFixture } from '../test/project-fixture';
import { formFromProject } from './form-from-project';
import { patchOf } from './form-to-patch';
import { buildPreviewConfig, withDraft } from './preview-config';
import { validateWidgetForm } from './validate-widget-form';
import { DEFAULT_WIDGET_FORM } from './widget-form';

const t = setupI18n('en').t;

describe('widget configuration form', () => {
  it('starts from the defaults of spec §3 when the project has no settings', () => {
    const form = formFromProject(projectFixture());
    expect(form.limit).toBe(36);
    expect(form.columns).toBe(3);
    expect(form.gap).toBe(32);
    expect(form.completionSettings).toEqual({
      history: 3,
      popular: 4,
      categories: 3,
      brands: 4,
      offers: 4,
      suggestions: 0,
      special_offers: 0,
    });
    expect(form.noResultsPopularCount).toBe(8);
    expect(form.fuzziness).toMatchObject({ mode: 'auto', low: 3, high: 6 });
  });

  it('saves special offers, completion counts and whole ratings as the widget and the project read them', () => {
    const initial = formFromProject(projectFixture({ hasCompletionsHits: true }));
    expect(initial.hasCompletionsHits).toBe(true);
    expect(initial.isIntRating).toBe(false);
    const values = { ...initial, isIntRating: true, completionSettings: { ...initial.completionSettings, special_offers: 3 } };
    expect(patchOf(initial, values)).toEqual({
      widgetSettings: { completionSettings: { ...initial.completionSettings, special_offers: 3 } },
      isIntRating: true,
    });
    expect(patchOf(initial, { ...initial })).toBeNull();
  });

  it('reads saved settings and widget settings back into the form', () => {
    const form = formFromProject(
      projectFixture({
        settings: { fuzziness: 'AUTO:4,8', searchTypes: ['any', 'exact'], globalParams: ['Color'], selector: '#q' },
        widgetSettings: { kind: 'complex', colors: { primary: '#ff0000' }, searchSteps: [{ type: 'any', quantityGoods: 5 }] },
      }),
    );
    expect(form.fuzziness).toMatchObject({ low: 4, high: 8 });
    expect(form.searchSteps.map((step) => [step.type, step.quantityGoods])).toEqual([
      ['any', 5],
      ['exact', 10],
    ]);
    expect(form.kind).toBe('complex');
    expect(form.selector).toBe('#q');
    expect(form.colors.primary).toBe('#ff0000');
    expect(form.colors.secondary).toBe(DEFAULT_WIDGET_FORM.colors.secondary);
  });

  it('puts only the changed fields into the patch, each under its own part', () => {
    const initial = formFromProject(projectFixture());
    const values = { ...initial, colors: { ...initial.colors, primary: '#123456' }, fuzziness: { ...initial.fuzziness, low: 2 } };
    expect(patchOf(initial, values)).toEqual({
      settings: { fuzziness: 'AUTO:2,6' },
      widgetSettings: { colors: { ...initial.colors, primary: '#123456' } },
    });
    expect(patchOf(initial, initial)).toBeNull();
  });

  it('starts learning from shoppers on at the default strength when the project never set it', () => {
    const form = formFromProject(projectFixture());
    expect(form.learningEnabled).toBe(LEARNING_DEFAULTS.learningEnabled);
    expect(form.learningStrength).toBe(LEARNING_DEFAULTS.learningStrength);
  });

  it('round-trips the learning switch and strength through the project settings', () => {
    const initial = formFromProject(projectFixture({ settings: { learningEnabled: false, learningStrength: 20 } }));
    expect([initial.learningEnabled, initial.learningStrength]).toEqual([false, 20]);
    expect(patchOf(initial, { ...initial, learningEnabled: true })).toEqual({ settings: { learningEnabled: true } });
    const patch = patchOf(initial, { ...initial, learningEnabled: true, learningStrength: 85 });
    expect(patch).toEqual({ settings: { learningEnabled: true, learningStrength: 85 } });
    const saved = formFromProject(projectFixture({ settings: { ...patch?.settings } }));
    expect([saved.learningEnabled, saved.learningStrength]).toEqual([true, 85]);
  });

  it('keeps a stored strength within 0–100 and whole', () => {
    expect(formFromProject(projectFixture({ settings: { learningStrength: 140 } })).learningStrength).toBe(100);
    expect(formFromProject(projectFixture({ settings: { learningStrength: -3 } })).learningStrength).toBe(0);
    expect(formFromProject(projectFixture({ settings: { learningStrength: 42.6 } })).learningStrength).toBe(43);
    expect(formFromProject(projectFixture({ settings: { learningStrength: 'high' } })).learningStrength).toBe(50);
  });

  it('rejects a duplicate segment name in the relevance formula and a construction without a parameter', () => {
    const values = {
      ...DEFAULT_WIDGET_FORM,
      scriptScore: [
        { segment: 'vip', formula: '_score * 2' },
        { segment: 'VIP', formula: '_score * 3' },
      ],
      ranking: [{ construction: 'a' as const, parameter: ' ', weight: 1 }],
    };
    const errors = validateWidgetForm(values, 'en', t);
    expect(errors['scriptScore.1.segment']).toBe('This segment already has a formula');
    expect(errors['ranking.0.parameter']).toBe('Choose a parameter for the construction');
  });

  it('asks that the A and B shares add up to 100', () => {
    const testing = { enabled: true, shareA: 60, shareB: 30, codeA: '', codeB: '' };
    expect(validateWidgetForm({ ...DEFAULT_WIDGET_FORM, enableTesting: testing }, 'en', t)['enableTesting.shareB']).toBe(
      'The shares of A and B must add up to 100%',
    );
    expect(validateWidgetForm({ ...DEFAULT_WIDGET_FORM, enableTesting: { ...testing, shareB: 40 } }, 'en', t)).toEqual({});
  });

  it('builds the preview config from a settings document, on the preview page’s own host element', () => {
    const config = buildPreviewConfig({ colors: { primary: '#abcdef' }, limit: 12, locale: 'en', selector: '#q' }, projectFixture(), {
      searchOrigin: 'http://search.test',
      consoleOrigin: 'http://console.test',
      kind: 'complex',
    });
    expect(config).toMatchObject({
      projectId: 'p1',
      apiUrl: 'http://search.test',
      scriptUrl: 'http://search.test/scripts/v3/init.js',
      consoleUrl: 'http://console.test',
      sourceStatus: 'success',
    });
    expect(config.settings).toEqual({
      kind: 'complex',
      limit: 12,
      locale: 'en',
      selector: '#vitrina-preview-embed',
      colors: { primary: '#abcdef' },
    });
  });

  it('lays an unsaved draft over the saved document, only what the draft changed', () => {
    const initial = { ...DEFAULT_WIDGET_FORM, locale: 'ru' };
    const saved = { locale: 'ru', colors: { primary: '#111111' }, columns: 3 };
    expect(withDraft(saved, initial, null)).toBe(saved);
    const draft = { ...initial, locale: 'en', minScore: 5, columns: 4 };
    expect(withDraft(saved, initial, draft)).toEqual({ locale: 'en', colors: { primary: '#111111' }, columns: 4 });
  });
});
