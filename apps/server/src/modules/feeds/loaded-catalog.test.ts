import { createIndexBuilder } from '@vitrina/engine';
import { describe, expect, it } from 'vitest';
import { encodeOffers } from '../../catalog';
import { LoadedCatalog } from './loaded-catalog';

const offer = (id: string, name: string, categoryId: string | null = 'c1') =>
  ({ id, name, categoryId, price: 10, description: '', snippet: '' }) as unknown as Parameters<typeof encodeOffers>[0][number];
const category = (id: string, name: string, parentId: string | null = null) => ({ id, name, parentId, url: null });
const batch = (...offers: Array<ReturnType<typeof offer>>) => encodeOffers(offers) as string;
const catalog = () => new LoadedCatalog((categories) => createIndexBuilder({ categories }));

describe('loaded catalog (the index streamed during a load)', () => {
  it('indexes stored batches with the categories read before them', () => {
    const loaded = catalog();
    loaded.addCategories([category('c1', 'Чайники')]);
    loaded.addStored(batch(offer('1', 'Bosch TWK'), offer('2', 'Tefal KI')));
    loaded.addStored(batch(offer('3', 'Vitek VT')));
    const index = loaded.takeBuilder(3)?.finish();
    expect(index?.size).toBe(3);
    // Found by its category's name: the category was known when the offer was indexed.
    expect(index?.search({ query: 'чайники', limit: 10 }).offers.map((hit) => hit.offer.id)).toEqual(['1', '2', '3']);
  });

  it('gives no builder when a new category came after offers (the index is then built from the stored offers)', () => {
    const loaded = catalog();
    loaded.addCategories([category('c1', 'Чайники')]);
    loaded.addStored(batch(offer('1', 'Bosch TWK')));
    // The same category again (a second feed repeating the tree) changes nothing.
    loaded.addCategories([category('c1', 'Чайники')]);
    loaded.addStored(batch(offer('2', 'Tefal KI')));
    expect(loaded.takeBuilder(2)).not.toBeNull();
    const late = catalog();
    late.addStored(batch(offer('1', 'Bosch TWK')));
    late.addCategories([category('c1', 'Чайники')]);
    expect(late.takeBuilder(1)).toBeNull();
    expect(late.allCategories().map((c) => c.id)).toEqual(['c1']);
  });

  it('gives no builder when an offer id came again in a later batch (the database keeps one)', () => {
    const loaded = catalog();
    loaded.addStored(batch(offer('1', 'Bosch TWK')));
    loaded.addStored(batch(offer('1', 'Bosch TWK 2')));
    expect(loaded.takeBuilder(1)).toBeNull();
  });

  it('builds nothing without a builder, and an empty index for an empty catalog', () => {
    const none = new LoadedCatalog(null);
    none.addStored(batch(offer('1', 'x')));
    expect(none.takeBuilder(1)).toBeNull();
    expect(catalog().takeBuilder(0)?.finish().size).toBe(0);
  });
});
