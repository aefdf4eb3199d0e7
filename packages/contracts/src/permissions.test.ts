import { describe, expect, it } from 'vitest';
import { can, sourcePermission, viewableSourceIds } from './permissions';

describe('permission strings (spec §6)', () => {
  it('are action.sourceId with an optional third part', () => {
    expect(sourcePermission('edit', 'p1')).toBe('sources.edit.p1');
    expect(sourcePermission('edit', 'p1', 'synonyms')).toBe('sources.edit.p1.synonyms');
  });

  it('allow a part with its exact three-part string or with the two-part one, and nothing else with it', () => {
    const partOnly = ['sources.edit.p1.synonyms', 'sources.view.p1'];
    expect(can(partOnly, 'edit', 'p1', 'synonyms')).toBe(true);
    expect(can(partOnly, 'edit', 'p1')).toBe(false);
    expect(can(partOnly, 'edit', 'p1', 'rules')).toBe(false);
    expect(can(partOnly, 'edit', 'p2', 'synonyms')).toBe(false);
    expect(can(['sources.edit.p1'], 'edit', 'p1', 'synonyms')).toBe(true);
    expect(can(['*'], 'delete', 'p9', 'anything')).toBe(true);
    expect(can(['sources.edit.p1.'], 'edit', 'p1', '')).toBe(false);
    expect(viewableSourceIds(['sources.view.p1.stats', 'sources.view.p2'])).toEqual(['p1', 'p2']);
  });
});
