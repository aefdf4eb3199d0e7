import { expect, it } from 'vitest';
import { buildFilters, EMPTY_SELECTION, hasSelection } from './api';
import { createInitialState, reduce } from './state';

it('keeps the bounds of a range param apart from the price and sends them as paramRanges', () => {
  let state = reduce(createInitialState(), { type: 'set-price', from: 6, to: 60, facet: 'Диагональ' });
  state = reduce(state, { type: 'set-price', from: 100 });
  expect(state.selection.ranges).toEqual({ Диагональ: { from: 6, to: 60 } });
  expect(buildFilters(state.selection, false)).toEqual({ price: { from: 100 }, paramRanges: { Диагональ: { from: 6, to: 60 } } });
  expect(hasSelection({ ...EMPTY_SELECTION, ranges: { Диагональ: { to: 5 } } })).toBe(true);
  expect(hasSelection({ ...EMPTY_SELECTION, ranges: { Диагональ: {} } })).toBe(false);
});
