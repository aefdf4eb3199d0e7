import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type TrackerEvent, trackerEventSchema } from './events';
import { LOCALES } from './locales';
import type { PublicEvent } from './public-search';
import { projectSettingsPatch } from './settings';
import { OFFER_BLOCKS, OFFER_LAYOUTS, SEARCH_WIDGET_DEFAULTS, SEARCH_WIDGET_KINDS, WIDGET_HOOK_NAMES } from './widget-defaults';

describe('public search shapes', () => {
  it('import nothing at run time, so the widget bundle never takes zod through them', () => {
    for (const file of ['public-search.ts', 'widget-defaults.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type )/m);
    }
  });

  it('describe an event the events API accepts as it is and one it stores', () => {
    expectTypeOf<PublicEvent>().toExtend<z.input<typeof trackerEventSchema>>();
    expectTypeOf<TrackerEvent>().toExtend<PublicEvent>();
    const event: PublicEvent = { type: 'cart', userId: 'u', offerId: '7', price: 1299.5, quantity: 1, url: 'https://shop/7', ts: 1 };
    expect(trackerEventSchema.parse(event)).toEqual(event);
  });
});

describe('SEARCH_WIDGET_DEFAULTS', () => {
  it('picks every choice from its list', () => {
    expect(SEARCH_WIDGET_KINDS).toContain(SEARCH_WIDGET_DEFAULTS.kind);
    expect(LOCALES).toContain(SEARCH_WIDGET_DEFAULTS.locale);
    expect(OFFER_LAYOUTS).toContain(SEARCH_WIDGET_DEFAULTS.offerLayout);
    expect(SEARCH_WIDGET_DEFAULTS.blocks.every((block) => OFFER_BLOCKS.includes(block))).toBe(true);
    expect(Object.keys(SEARCH_WIDGET_DEFAULTS.eventHooks).every((name) => (WIDGET_HOOK_NAMES as readonly string[]).includes(name))).toBe(
      true,
    );
  });

  it('are valid project settings where the two share a key', () => {
    const shared = Object.keys(projectSettingsPatch.shape).filter((key) => key in SEARCH_WIDGET_DEFAULTS);
    expect(shared).toEqual(expect.arrayContaining(['limit', 'limitNameChars', 'onlyAvailable', 'groupByCategoriesSize', 'debug']));
    const values = Object.fromEntries(shared.map((key) => [key, SEARCH_WIDGET_DEFAULTS[key as keyof typeof SEARCH_WIDGET_DEFAULTS]]));
    expect(projectSettingsPatch.safeParse(values).success).toBe(true);
  });

  it('survive the JSON the loader publishes them in', () => {
    expect(JSON.parse(JSON.stringify(SEARCH_WIDGET_DEFAULTS))).toEqual(SEARCH_WIDGET_DEFAULTS);
  });
});
