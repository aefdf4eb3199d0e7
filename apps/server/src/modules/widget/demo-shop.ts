import { type FeedOffer, inflateOffer } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_EMAIL } from '../../demo-account';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { listWidgets } from '../trade-widgets';

/** Products linked from the demo shop's front page. */
const FRONT_PAGE_PRODUCTS = 12;

/**
 * GET /demo-shop (DEMO=1): a plain shop page with the widget embedded exactly as a shop would, on
 * the console's origin while the widget talks to the search origin, so a newcomer sees Vitrina
 * work within a minute of `npm start`. GET /demo-shop/product/{offerId} is a product page with the
 * project's trade widgets embedded (`?widget=ID`, repeatable, picks some), and a Buy button that
 * records a purchase through the tracker, so an owner can try "bought with this product" there.
 */
export async function demoShopRoutes(instance: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  async function demoProject() {
    if (!deps.config.demo) throw appError('NOT_FOUND');
    const [row] = await deps.db.query<{ uuid: string; catalog_version: number }>(
      `select s.uuid, s.catalog_version from sources s join users u on u.id = s.owner_id
       where u.email = $1 and s.deleted_at is null order by s.created_at limit 1`,
      [DEMO_EMAIL],
    );
    if (!row) throw appError('PROJECT_NOT_FOUND');
    return { uuid: row.uuid, version: row.catalog_version, loader: `${deps.config.searchPublicUrl}/scripts/widget/${row.uuid}/main.js` };
  }

  const offersWhere = async (uuid: string, version: number, clause: string, params: unknown[]) =>
    (
      await deps.db.query<{ data: Parameters<typeof inflateOffer>[0] }>(
        `select data from offers where source_uuid = $1 and version = $2 ${clause}`,
        [uuid, version, ...params],
      )
    ).map((row) => inflateOffer(row.data));

  app.get('/demo-shop', async (_request, reply) => {
    const project = await demoProject();
    const products = await offersWhere(project.uuid, project.version, `order by id limit ${FRONT_PAGE_PRODUCTS}`, []);
    return html(reply, page(project.loader, 'Демо-магазин — Vitrina', frontPage(products)));
  });

  app.get(
    '/demo-shop/product/:offerId',
    {
      schema: {
        params: z.object({ offerId: z.string().min(1).max(200) }),
        querystring: z.object({ widget: z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional() }),
      },
    },
    async (request, reply) => {
      const project = await demoProject();
      const [offer] = await offersWhere(project.uuid, project.version, 'and id = $3', [request.params.offerId]);
      if (!offer) throw appError('NOT_FOUND');
      const asked = [request.query.widget ?? []].flat();
      const widgets = (await listWidgets(deps.db, project.uuid)).filter((w) => (asked.length ? asked.includes(w.id) : w.enabled));
      const body = productPage(
        project.uuid,
        offer,
        widgets.map((w) => w.id),
      );
      return html(reply, page(project.loader, `${offer.name} — Демо-магазин`, body));
    },
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string | null | undefined) => String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const money = (offer: FeedOffer, value: number | null) =>
  value === null
    ? ''
    : `${new Intl.NumberFormat('ru').format(value)} ${offer.currencyId === 'RUR' || offer.currencyId === 'RUB' ? '₽' : esc(offer.currencyId)}`;
const productUrl = (offer: FeedOffer) => `/demo-shop/product/${encodeURIComponent(offer.id)}`;

function html(reply: { type(t: string): { header(k: string, v: string): { send(b: string): unknown } } }, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
}

function frontPage(products: FeedOffer[]): string {
  const cards = products
    .map(
      (o) =>
        `<li><a href="${productUrl(o)}">${o.pictures[0] ? `<img src="${esc(o.pictures[0])}" alt="" loading="lazy">` : ''}<span>${esc(o.name)}</span><b>${money(o, o.price)}</b></a></li>`,
    )
    .join('');
  return `<div class="hint">Это страница магазина с подключённым поиском Vitrina. Начните вводить запрос в поле поиска —
  попробуйте опечатку («чайнек»), неверную раскладку («cvfhnajy») или «самсунг».<br>
  This is a shop page with Vitrina search embedded: start typing in the search field.</div>
  <div id="catalog-search"></div>
  <h2>Товары</h2>
  <p class="hint">Страница товара показывает торговые виджеты проекта — карусели рекомендаций. Product pages show the project's trade widgets.</p>
  <ul class="products">${cards}</ul>`;
}

function productPage(projectId: string, offer: FeedOffer, widgetIds: string[]): string {
  const carousels = widgetIds
    .map(
      (id) =>
        `<div data-vitrina-widget="${esc(id)}" data-product-id="${esc(offer.id)}"${offer.categoryId ? ` data-category-id="${esc(offer.categoryId)}"` : ''}></div>`,
    )
    .join('\n  ');
  const purchase = JSON.stringify({ offerId: offer.id, price: offer.price ?? 0, quantity: 1 }).replace(/</g, '\\u003c');
  return `<p><a href="/demo-shop">← Демо-магазин</a></p>
  <article class="product" data-offer-id="${esc(offer.id)}">
    <div class="picture">${offer.pictures[0] ? `<img src="${esc(offer.pictures[0])}" alt="${esc(offer.name)}">` : ''}</div>
    <div>
      <h1 id="product-name">${esc(offer.name)}</h1>
      ${offer.vendor ? `<p class="muted">${esc(offer.vendor)}</p>` : ''}
      <p class="price">${money(offer, offer.price)} ${offer.oldPrice && offer.price && offer.oldPrice > offer.price ? `<s>${money(offer, offer.oldPrice)}</s>` : ''}</p>
      <p>${esc(offer.description).slice(0, 600)}</p>
      <button id="buy" type="button">Купить</button> <span id="bought" class="muted" hidden>Покупка записана · purchase recorded</span>
    </div>
  </article>
  ${
    widgetIds.length
      ? carousels
      : `<p class="hint">У проекта пока нет торговых виджетов: добавьте их в консоли, раздел «Торговые виджеты». No trade widgets yet: add them in the console.</p>`
  }
  <script>
  document.getElementById('buy').addEventListener('click', function () {
    var line = ${purchase};
    line.orderId = 'demo-' + Date.now();
    window.vitrina = window.vitrina || function () { (window.vitrina.q = window.vitrina.q || []).push(arguments); };
    window.vitrina('track', 'purchase', line);
    document.getElementById('bought').hidden = false;
  });
  </script>
  <!-- project ${esc(projectId)} -->`;
}

function page(loader: string, title: string, main: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #212529; background: #f8f9fa; }
  header { display: flex; gap: 24px; align-items: center; padding: 16px 32px; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  header strong { font-size: 22px; color: #1c7ed6; }
  header a { text-decoration: none; }
  #search { flex: 1; max-width: 560px; padding: 10px 14px; font-size: 16px; border: 1px solid #ced4da; border-radius: 8px; }
  main { padding: 32px; max-width: 1100px; margin: 0 auto; }
  .hint { background: #e7f5ff; border-radius: 8px; padding: 16px 20px; line-height: 1.5; }
  .muted { color: #868e96; }
  #catalog-search { margin-top: 32px; min-height: 200px; }
  .products { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 16px; padding: 0; list-style: none; }
  .products a { display: flex; flex-direction: column; gap: 6px; padding: 12px; background: #fff; border-radius: 8px; color: inherit; text-decoration: none; height: 100%; }
  .products img, .picture img { width: 100%; height: 160px; object-fit: contain; }
  .product { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 32px; background: #fff; padding: 24px; border-radius: 12px; }
  .picture img { height: 320px; }
  .price { font-size: 24px; font-weight: 700; }
  .price s { font-size: 16px; color: #868e96; font-weight: 400; }
  #buy { padding: 12px 28px; font-size: 16px; border: 0; border-radius: 8px; background: #1c7ed6; color: #fff; cursor: pointer; }
  @media (max-width: 700px) { .product { grid-template-columns: 1fr; } main { padding: 16px; } }
</style>
</head>
<body>
<header><a href="/demo-shop"><strong>Демо-магазин</strong></a><input id="search" type="search" placeholder="Поиск по каталогу: смартфон, чайник bosch, кроссовки…" autocomplete="off"></header>
<main>
  ${main}
</main>
<script async src="${esc(loader)}" data-sb-init-script></script>
</body>
</html>`;
}
