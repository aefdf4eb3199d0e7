import { describe, expect, it } from 'vitest';
import { projectSettingsPatch } from './settings';

const issues = (scriptScore: unknown) => {
  const parsed = projectSettingsPatch.safeParse({ scriptScore });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('scriptScore settings', () => {
  it('accept constructor rows a to d with a parameter and a weight, as structure or JSON text', () => {
    const value = {
      segments: [{ segment: 'vip', formula: 'score * 2' }],
      constructor: ['a', 'b', 'c', 'd'].map((construction) => ({ construction, parameter: 'rating', weight: 0.5 })),
    };
    expect(issues(value)).toEqual([]);
    expect(issues(JSON.stringify(value))).toEqual([]);
    expect(issues({ segments: [] })).toEqual([]);
  });

  it('refuse a row without a parameter (§5), an unknown construction and a weight that is not a number', () => {
    expect(
      issues({
        constructor: [
          { construction: 'a', parameter: '  ', weight: 1 },
          { construction: 'e', parameter: 'price', weight: 1 },
          { construction: 'b', parameter: 'price', weight: 'heavy' },
          'row',
        ],
      }),
    ).toEqual([
      'scriptScore.constructor.0.parameter: validation.rankingParameterRequired',
      'scriptScore.constructor.1.construction: validation.oneOf|a, b, c, d',
      'scriptScore.constructor.2.weight: validation.invalid',
      'scriptScore.constructor.3.parameter: validation.rankingParameterRequired',
    ]);
    expect(issues({ constructor: 'a' })).toEqual(['scriptScore.constructor: validation.invalid']);
  });

  it('refuse a segment named twice (§5), in any letter case or spacing, the empty one included', () => {
    const segments = [
      { segment: 'vip', formula: 'score * 2' },
      { segment: '', formula: 'score' },
      { segment: ' VIP ', formula: 'score * 3' },
      { name: 'vip', formula: 'score' },
      { segment: '', formula: 'score * price' },
      { segment: 'new', formula: 'score' },
    ];
    expect(issues({ segments })).toEqual([
      'scriptScore.segments.2.segment: validation.duplicateSegment',
      'scriptScore.segments.3.segment: validation.duplicateSegment',
      'scriptScore.segments.4.segment: validation.duplicateSegment',
    ]);
    expect(issues(JSON.stringify({ segments: segments.slice(0, 3) }))).toEqual([
      'scriptScore.segments.2.segment: validation.duplicateSegment',
    ]);
  });
});

describe('popularitySettings', () => {
  const problems = (popularitySettings: unknown) => {
    const parsed = projectSettingsPatch.safeParse({ popularitySettings });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accept event weights and a boost in their bounds, as structure or JSON text, and an empty value', () => {
    const value = { clickWeight: 1, cartWeight: 2, purchaseWeight: 10, boost: 0.5 };
    expect(problems(value)).toEqual([]);
    expect(problems(JSON.stringify(value))).toEqual([]);
    expect(problems({})).toEqual([]);
    expect(problems('')).toEqual([]);
    expect(projectSettingsPatch.parse({ popularitySettings: '{"boost":0}' }).popularitySettings).toEqual({ boost: 0 });
  });

  it('refuse unknown keys, values that are not numbers or out of bounds, and a value that is not an object', () => {
    expect(problems({ clickWeight: -1, purchaseWeight: 'many', boost: 11, views: 1 })).toEqual([
      'popularitySettings.clickWeight: validation.invalid',
      'popularitySettings.purchaseWeight: validation.invalid',
      'popularitySettings.boost: validation.invalid',
      'popularitySettings.views: validation.unknownField',
    ]);
    expect(problems([1, 2])).toEqual(['popularitySettings: validation.invalid']);
    expect(problems('{"boost":')).toEqual(['popularitySettings: validation.json']);
  });
});
