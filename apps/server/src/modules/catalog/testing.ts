import { insertCategories, insertOffers, swapCatalog } from '../../catalog';
import type { Queryable } from '../../db/database';
import { testOffer } from '../../testing/catalog';

const param = (name: string, value: string) => ({ name, value, unit: null });

/**
 * A small live catalog: Электроника (Телефоны, Телевизоры) and Дом (Чайники), offers whose params
 * are Цвет (4 offers, words), Диагональ (3, numbers), Объём and Память (2 each, numbers).
 */
export async function loadFilterCatalog(db: Queryable, uuid: string) {
  const offer = (id: string, name: string, categoryId: string, params: ReturnType<typeof param>[]) =>
    testOffer(id, name, { categoryId, categoryIds: [categoryId], params });
  await insertOffers(db, uuid, 1, [
    offer('1', 'Смартфон Alpha', 'ph', [param('Цвет', 'черный'), param('Память', '128'), param('Диагональ', '6.1')]),
    offer('2', 'Смартфон Beta', 'ph', [param('Цвет', 'белый'), param('Память', '256'), param('Диагональ', '6.7')]),
    offer('3', 'Телевизор Gamma', 'tv', [param('Цвет', 'черный'), param('Диагональ', '55')]),
    offer('4', 'Чайник Delta', 'ke', [param('Цвет', 'белый'), param('Объём', '1.7')]),
    offer('5', 'Чайник Epsilon', 'ke', [param('Объём', '1,5')]),
  ]);
  await insertCategories(db, uuid, 1, [
    { id: 'el', name: 'Электроника', parentId: null, url: null },
    { id: 'ph', name: 'Телефоны', parentId: 'el', url: null },
    { id: 'tv', name: 'Телевизоры', parentId: 'el', url: null },
    { id: 'ho', name: 'Дом', parentId: null, url: null },
    { id: 'ke', name: 'Чайники', parentId: 'ho', url: null },
  ]);
  await swapCatalog(db, uuid, 1, 5);
}
