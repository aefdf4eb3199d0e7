import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { planNameIn } from './plan-name';

describe('plan names', () => {
  it('shows a built-in plan in the interface language and a name an administrator gave as written', () => {
    const t = i18next.getFixedT('en');
    expect(['Пробный', 'Старт', 'Бизнес', 'Профи'].map((name) => planNameIn(t, name))).toEqual(['Trial', 'Start', 'Business', 'Pro']);
    expect(planNameIn(t, 'Корпоративный')).toBe('Корпоративный');
  });
});
