/**
 * What each console route downloads beyond the first download (the entry and the sign-in page):
 * the modules its `lazy` loads in src/app/routes.tsx, plus a module its page renders lazily at once
 * (the phone field; CodeMirror, later), and the folders of strings it loads (`withStrings`). The build
 * turns this into the preload links of index.html and dist/.vite/routes.json, which
 * scripts/size-budget.mjs checks against each route's budget. Paths as in the router.
 */
export interface RouteModules {
  path: string;
  modules: string[];
  /** Loaded by the page once it shows (CodeMirror behind its stand-in textarea): counted, not preloaded. */
  later?: string[];
  /** Folders under src/features/ whose `i18n/<locale>.json` the route loads. */
  strings: string[];
  /**
   * The admin API GETs the page makes as it opens, as `lib/http` writes them (under /api, the query
   * in the page's order, `:name` for the route's parameters): index.html starts them with the
   * session's token beside the code, and lib/http takes the answer of the same URL. A URL the page
   * no longer asks for only loses the head start (the bench counts API calls made twice).
   */
  requests?: string[];
}

const feature = (name: string) => `src/features/${name}/index.ts`;
const auth = (page: string) => `src/features/auth/pages/${page}-page.tsx`;
const phone = 'src/ui/phone-input-field.tsx';
const codeEditor = 'src/features/project-area/widget/code-editor-impl.tsx';
const frame = 'src/app/layouts/page-layout.tsx';
/** A project tab's page, a chunk of its own beside the area's layout (features/project-area/index.ts). */
const projectPage = (name: string) => `src/features/project-area/pages/${name}-page.tsx`;
const signedIn = (name: string, strings: string[] = [], requests: string[] = []): Omit<RouteModules, 'path'> => ({
  modules: [frame, feature(name)],
  strings,
  requests,
});
/** Every project page shows the project (its layout) before the page's own data. */
const project = (
  extra: string[] = [],
  strings: string[] = [],
  later: string[] = [],
  requests: string[] = [],
): Omit<RouteModules, 'path'> => ({
  modules: [frame, feature('project-area'), feature('plans'), ...extra],
  later,
  strings: ['project-area', 'plans', ...strings],
  // The layout's publish state and plan banners: asked on every project page.
  requests: ['/sources/:id', '/sources/:id/publication', '/sources/:id/plan', ...requests],
});
const projectFeature = (name: string, strings: string[] = [name], requests: string[] = []) =>
  project([feature(name)], strings, [], requests);
// contracts' SOURCES_PAGE_SIZE and SYNONYMS_PAGE_SIZE (the config cannot load contracts' TypeScript).
const projectList = '/sources?page=1&pageSize=30000';
const synonyms = ['/v2/sources/:id/synonyms?page=1&limit=50', '/v2/sources/:id/synonym-groups', '/sources/:id/synonyms'];

export const ROUTE_MODULES: RouteModules[] = [
  { path: '/signin', modules: [], strings: [] },
  { path: '/signup', modules: [auth('signup'), phone], strings: [] },
  { path: '/password-get', modules: [auth('password-get')], strings: [] },
  { path: '/password-set', modules: [auth('password-set')], strings: [] },
  { path: '/demo', modules: [feature('info')], strings: ['info'] },
  // A signed-in visitor sees the plans inside the console's frame.
  { path: '/plans', modules: [feature('plans'), frame], strings: ['plans'] },
  { path: '/authorize', modules: [feature('integrations')], strings: ['integrations'] },
  { path: '/profile', ...signedIn('profile'), modules: [frame, feature('profile'), phone] },
  { path: '/projects', ...signedIn('projects', [], [projectList]) },
  {
    path: '/projects/create',
    ...signedIn('projects'),
    modules: [frame, feature('projects'), 'src/features/projects/pages/create-project-page.tsx'],
  },
  { path: '/documents', ...signedIn('info', ['info']) },
  { path: '/administrator', ...signedIn('administrator', ['administrator']) },
  { path: '/project/:id/feed', ...project([projectPage('feed')]) },
  { path: '/project/:id/settings', ...project([projectPage('settings')]) },
  {
    path: '/project/:id/settings/configuration',
    ...project([projectPage('configuration')], [], [codeEditor], ['/sources/:id/widgetScript']),
  },
  {
    path: '/project/:id/settings/search-widget',
    ...project([projectPage('widget-kind')], [], [codeEditor], ['/sources/:id/widgetScript']),
  },
  { path: '/project/:id/preview', ...project([projectPage('preview')]) },
  {
    path: '/project/:id/statistics',
    // route-data: the loader that asks for the figures beside the code (app/route-data.ts).
    ...project(
      [projectPage('statistics'), 'src/features/project-area/route-data.ts'],
      ['project-area/statistics'],
      // The charts come in once the figures show (statistics/charts.tsx): counted, not preloaded.
      ['src/features/project-area/statistics/charts-impl.ts'],
    ),
  },
  { path: '/project/:id/synonyms', ...projectFeature('relevance', ['relevance'], synonyms) },
  { path: '/project/:id/merchandising', ...projectFeature('relevance') },
  { path: '/project/:id/tracker', ...projectFeature('relevance') },
  { path: '/project/:id/learning', ...projectFeature('relevance') },
  { path: '/project/:id/permission', ...projectFeature('participants') },
  { path: '/project/:id/finance', ...projectFeature('finance') },
  { path: '/project/:id/administrator', ...projectFeature('administrator') },
  { path: '/project/:id/plan', ...project() },
  { path: '/project/:id/categories', ...projectFeature('categories') },
  { path: '/project/:id/trade-widgets', ...projectFeature('trade-widgets') },
  { path: '/project/:id/creativebooster', ...projectFeature('creative-booster') },
];
