import { describe, expect, it } from 'vitest';
import { compileHook, createHookBus } from './hooks';

describe('event hooks', () => {
  it('runs a function body with data, or a global function by name (also one defined later)', () => {
    const scope: Record<string, unknown> = { shop: { onClick: (d: { id: string }) => `clicked ${d.id}` } };
    expect(compileHook('return data.id + "!"', scope)?.({ id: '1' })).toBe('1!');
    expect(compileHook('shop.onClick', scope)?.({ id: '2' })).toBe('clicked 2');
    const late = compileHook('laterFn', scope);
    scope.laterFn = () => 'late';
    expect(late?.({})).toBe('late');
    expect(compileHook('', scope)).toBeNull();
  });

  it('reports a hook that throws or does not compile and keeps calling the others', () => {
    const errors: string[] = [];
    const seen: unknown[] = [];
    const bus = createHookBus({ search: 'throw new Error("boom")', offerClick: 'this is not js(' }, {}, (name) => errors.push(name));
    bus.on('search', (d) => seen.push(d));
    bus.emit('search', 1);
    bus.emit('offerClick', 2);
    expect(errors).toEqual(['search', 'offerClick']);
    expect(seen).toEqual([1]);
  });
});
