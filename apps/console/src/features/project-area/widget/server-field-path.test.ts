import { describe, expect, it } from 'vitest';
import { formPathOfServerField } from './server-field-path';

describe('server error paths in the widget form', () => {
  it('puts a ranking constructor row error on that row of the form', () => {
    expect(formPathOfServerField('settings.scriptScore.constructor.2.parameter')).toBe('ranking.2.parameter');
    expect(formPathOfServerField('settings.scriptScore')).toBe('scriptScore');
    expect(formPathOfServerField('settings.scriptScore.segments.0.formula')).toBe('scriptScore');
  });
});
