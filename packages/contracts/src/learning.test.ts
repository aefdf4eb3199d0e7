import { describe, expect, it } from 'vitest';
import { LEARNING_DEFAULTS } from './learning';
import { projectSettingsPatch } from './settings';
import { parseStoredSettings } from './stored-project';

const issues = (patch: Record<string, unknown>) => {
  const parsed = projectSettingsPatch.safeParse(patch);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('learned ranking settings', () => {
  it('accept the switch and a whole strength from 0 to 100', () => {
    expect(issues({ learningEnabled: false, learningStrength: 0 })).toEqual([]);
    expect(issues({ learningEnabled: true, learningStrength: 100 })).toEqual([]);
  });

  it('refuse a strength outside 0–100, a fraction, text, and a switch that is not a boolean', () => {
    expect(issues({ learningStrength: 101 })).toEqual(['learningStrength: validation.invalid']);
    expect(issues({ learningStrength: -1 })).toEqual(['learningStrength: validation.invalid']);
    expect(issues({ learningStrength: 2.5 })).toEqual(['learningStrength: validation.invalid']);
    expect(issues({ learningStrength: '50' })).toEqual(['learningStrength: validation.invalid']);
    expect(issues({ learningEnabled: 'yes' })).toEqual(['learningEnabled: validation.invalid']);
  });

  it('read stored values leniently: missing or broken ones are the defaults, a stray strength is brought into range', () => {
    expect(parseStoredSettings({})).toMatchObject(LEARNING_DEFAULTS);
    expect(parseStoredSettings({ learningEnabled: 'no', learningStrength: 'x' })).toMatchObject(LEARNING_DEFAULTS);
    expect(parseStoredSettings({ learningEnabled: false, learningStrength: 250 })).toMatchObject({
      learningEnabled: false,
      learningStrength: 100,
    });
  });
});
