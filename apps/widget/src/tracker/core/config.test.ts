import { describe, expect, it } from 'vitest';
import { readTrackerEvents, validateTrackerEvent } from './config';

const error = (raw: unknown) => {
  const v = validateTrackerEvent(raw);
  return v.ok ? null : v.error;
};

describe('validateTrackerEvent (spec §3, §5)', () => {
  it('keeps a complete click event and normalizes it', () => {
    const v = validateTrackerEvent({
      eventType: 'cart',
      trigger: 'click',
      buttonSelector: ' .to-cart ',
      urlPaths: ['/catalog/*', ''],
      searchType: 'card',
      parentPath: '.card',
      params: [
        { name: 'offerId', path: '.card', attribute: 'data-id' },
        { name: 'price', path: '.price' },
        { name: 'quantity', value: 1 },
      ],
    });
    expect(v).toEqual({
      ok: true,
      config: {
        eventType: 'cart',
        trigger: 'click',
        buttonSelector: '.to-cart',
        urlPaths: ['/catalog/*'],
        searchType: 'card',
        parentPath: '.card',
        params: [
          { name: 'offerId', path: '.card', attribute: 'data-id' },
          { name: 'price', path: '.price' },
          { name: 'quantity', value: '1' },
        ],
      },
    });
  });

  it('rejects unknown event types and triggers', () => {
    expect(error({ eventType: 'buy', trigger: 'pageView' })).toMatch(/eventType/);
    expect(error({ eventType: 'cart', trigger: 'hover' })).toMatch(/trigger/);
    expect(error(null)).toMatch(/object/);
  });

  it('§5: the event name value requires the path', () => {
    expect(error({ eventType: 'custom', trigger: 'pageView', eventName: 'promo' })).toMatch(/value requires the event name path/);
    expect(error({ eventType: 'custom', trigger: 'pageView', eventName: 'promo', eventNamePath: '.promo' })).toBeNull();
  });

  it('§5: the path-as-name mode requires the path', () => {
    expect(error({ eventType: 'custom', trigger: 'pageView', pathAsEventName: true })).toMatch(/path-as-event-name mode requires/);
    expect(error({ eventType: 'custom', trigger: 'pageView', pathAsEventName: true, eventNamePath: 'h1' })).toBeNull();
  });

  it('§5: a path requires a value (unless the path is the name)', () => {
    expect(error({ eventType: 'custom', trigger: 'pageView', eventNamePath: '.promo' })).toMatch(/path requires a value/);
    expect(error({ eventType: 'custom', trigger: 'pageView' })).toMatch(/custom event needs a name/);
  });

  it('§5: the previous parameter must be completed before another one; an unfinished last row is dropped', () => {
    const incompleteFirst = {
      eventType: 'cart',
      trigger: 'click',
      buttonSelector: 'b',
      params: [{ name: 'price' }, { name: 'offerId', path: 'a' }],
    };
    expect(error(incompleteFirst)).toMatch(/parameter 1 must be completed/);
    const unnamed = { eventType: 'cart', trigger: 'click', buttonSelector: 'b', params: [{ path: '.x' }, { name: 'offerId', path: 'a' }] };
    expect(error(unnamed)).toMatch(/parameter 1/);
    const v = validateTrackerEvent({
      eventType: 'cart',
      trigger: 'click',
      buttonSelector: 'b',
      params: [{ name: 'offerId', path: 'a' }, { name: '' }],
    });
    expect(v.ok && v.config.params).toEqual([{ name: 'offerId', path: 'a' }]);
  });

  it('needs a button for click and submit triggers and a time for timers', () => {
    expect(error({ eventType: 'cart', trigger: 'click' })).toMatch(/button selector/);
    expect(error({ eventType: 'checkout', trigger: 'submit' })).toMatch(/button selector/);
    expect(error({ eventType: 'view', trigger: 'timer' })).toMatch(/time in seconds/);
    expect(error({ eventType: 'view', trigger: 'timer', timeSeconds: -1 })).toMatch(/time in seconds/);
    const v = validateTrackerEvent({ eventType: 'view', trigger: 'timer', timeSeconds: '15' });
    expect(v.ok && v.config.timeSeconds).toBe(15);
  });

  it('infers the trigger of older saves without one', () => {
    const trigger = (raw: object) => {
      const v = validateTrackerEvent({ eventType: 'view', ...raw });
      return v.ok ? v.config.trigger : v.error;
    };
    expect(trigger({ buttonSelector: '.b' })).toBe('click');
    expect(trigger({ timeSeconds: 5 })).toBe('timer');
    expect(trigger({})).toBe('pageView');
  });
});

describe('readTrackerEvents', () => {
  it('keeps the valid ones and reports each invalid one with its index', () => {
    const warnings: string[] = [];
    const list = readTrackerEvents(
      [{ eventType: 'pageView', trigger: 'pageView' }, { eventType: 'cart', trigger: 'click' }, 'junk'],
      (message, index) => warnings.push(`${index}: ${message}`),
    );
    expect(list).toEqual([{ eventType: 'pageView', trigger: 'pageView' }]);
    expect(warnings).toEqual(['1: a click trigger requires the button selector', '2: not an object']);
    expect(readTrackerEvents(undefined)).toEqual([]);
  });
});
