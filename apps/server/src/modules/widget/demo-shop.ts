import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { DEMO_EMAIL } from '../../seed';

/**
 * GET /demo-shop (DEMO=1): a plain shop page with the widget embedded exactly as a shop would, on
 * the console's origin while the widget talks to the search origin, so a newcomer sees Vitrina
 * work within a minute of `npm start`.
 */
export async function demoShopRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get('/demo-shop', async (_request, reply) => {
    if (!deps.config.demo) throw appError('NOT_FOUND');
    const [row] = await deps.db.query<{ uuid: string }>(
      `select s.uuid from sources s join users u on u.id = s.owner_id where u.email = $1 and s.deleted_at is null order by s.created_at limit 1`,
      [DEMO_EMAIL],
    );
    if (!row) throw appError('PROJECT_NOT_FOUND');
    const loader = `${deps.config.searchPublicUrl}/scripts/widget/${row.uuid}/main.js`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page(loader));
  });
}

function page(loader: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Демо-магазин — Vitrina</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #212529; background: #f8f9fa; }
  header { display: flex; gap: 24px; align-items: center; padding: 16px 32px; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  header strong { font-size: 22px; color: #1c7ed6; }
  #search { flex: 1; max-width: 560px; padding: 10px 14px; font-size: 16px; border: 1px solid #ced4da; border-radius: 8px; }
  main { padding: 32px; max-width: 1100px; margin: 0 auto; }
  .hint { background: #e7f5ff; border-radius: 8px; padding: 16px 20px; line-height: 1.5; }
  #catalog-search { margin-top: 32px; min-height: 200px; }
</style>
</head>
<body>
<header><strong>Демо-магазин</strong><input id="search" type="search" placeholder="Поиск по каталогу: смартфон, чайник bosch, кроссовки…" autocomplete="off"></header>
<main>
  <div class="hint">Это страница магазина с подключённым поиском Vitrina. Начните вводить запрос в поле поиска —
  попробуйте опечатку («чайнек»), неверную раскладку («cvfhnajy») или «самсунг».<br>
  This is a shop page with Vitrina search embedded: start typing in the search field.</div>
  <div id="catalog-search"></div>
</main>
<script async src="${loader}" data-sb-init-script></script>
</body>
</html>`;
}
