import { describe, expect, it } from 'vitest';
import { findCounter } from './metrika';
import { feedUrl, statusNotice } from './status';

describe('statusNotice', () => {
  it('shows the wait message for new, wait and process, and no feed for failed', () => {
    expect(['new', 'wait', 'process'].map((s) => statusNotice(s as 'new', undefined))).toEqual(['preparing', 'preparing', 'preparing']);
    expect(statusNotice('failed', undefined)).toBe('noFeed');
    expect(statusNotice('success', undefined)).toBeNull();
  });

  it('lets the API reason win over the loader status', () => {
    expect(statusNotice('success', 'stopped')).toBe('stopped');
    expect(statusNotice('success', 'notIndexed')).toBe('preparing');
    expect(statusNotice(undefined, 'unpaid')).toBe('unpaid');
  });

  it('says search is stopped when the plan expired or the month’s queries are used up, not that nothing was found', () => {
    expect(statusNotice('success', 'planExpired')).toBe('stopped');
    expect(statusNotice('success', 'queryLimitExceeded')).toBe('stopped');
  });

  it('links to the feed page of the console', () => {
    expect(feedUrl('http://console/', 'p 1')).toBe('http://console/project/p%201/feed');
  });
});

describe('findCounter', () => {
  it('uses counterId in manual mode, the page counter in auto mode and none when disabled', () => {
    expect(findCounter({ mode: 'manual', counterId: '123' }, {})).toBe('123');
    expect(findCounter({ mode: 'auto', counterId: '' }, { yaCounter987: {} })).toBe('987');
    expect(findCounter({ mode: 'auto', counterId: '' }, { Ya: { _metrika: { counters: { '555:0': {} } } } })).toBe('555');
    expect(findCounter({ mode: 'disabled', counterId: '123' }, { yaCounter987: {} })).toBeNull();
  });
});
