import { describe, expect, it } from 'vitest';
import { checkWidgetConfig } from './widget-rules';

const problems = (config: Record<string, unknown>, touched?: (key: string) => boolean) =>
  checkWidgetConfig(config, touched).map((issue) => `${issue.path}: ${issue.message}`);

describe('the widget configuration rules', () => {
  it('pass a complete configuration', () => {
    expect(
      problems({
        kind: 'complex',
        selector: '#search',
        blocks: ['image'],
        customCodeEnabled: true,
        customSnippet: '<div></div>',
        metrika: { mode: 'manual', counterId: '123' },
        enableTesting: { enabled: true, shareA: 30, shareB: 70 },
        trackerEvents: [{ eventType: 'view', trigger: 'pageView' }],
      }),
    ).toEqual([]);
  });

  it('check a rule only when the change sets one of its keys', () => {
    const broken = { kind: 'complex', selector: '', blocks: [], metrika: { mode: 'manual' } };
    expect(problems(broken, (key) => key === 'columns')).toEqual([]);
    expect(problems(broken, (key) => key === 'selector')).toEqual(['selector: validation.required']);
    expect(problems(broken, (key) => key === 'metrika')).toEqual(['metrika.counterId: validation.metrikaCounterRequired']);
  });

  it('take an A/B test with only the share of A (B is the rest) and refuse shares out of bounds', () => {
    expect(problems({ enableTesting: { enabled: true, shareA: 50 } })).toEqual([]);
    expect(problems({ enableTesting: { enabled: false, shareA: 80, shareB: 80 } })).toEqual([]);
    expect(problems({ enableTesting: { enabled: true, shareA: 150, shareB: '' } })).toEqual([
      'enableTesting.shareA: validation.invalid',
      'enableTesting.shareB: validation.required',
    ]);
    expect(problems({ enableTesting: 'on' })).toEqual(['enableTesting: validation.invalid']);
  });

  it('refuse a Metrika counter id with a leading zero or too long', () => {
    expect(problems({ metrika: { mode: 'manual', counterId: '0123' } })).toEqual(['metrika.counterId: validation.numeric']);
    expect(problems({ metrika: { mode: 'manual', counterId: '1'.repeat(21) } })).toEqual(['metrika.counterId: validation.numeric']);
    expect(problems({ metrika: { mode: 'manual', counterId: 4567 } })).toEqual([]);
  });
});
