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
}

const feature = (name: string) => `src/features/${name}/index.ts`;
const auth = (page: string) => `src/features/auth/pages/${page}-page.tsx`;
const phone = 'src/ui/phone-input-field.tsx';
const codeEditor = 'src/features/project-area/widget/code-editor-impl.tsx';
const frame = 'src/app/layouts/page-layout.tsx';
const signedIn = (name: string, strings: string[] = []): Omit<RouteModules, 'path'> => ({ modules: [frame, feature(name)], strings });
const project = (extra: string[] = [], strings: string[] = [], later: string[] = []): Omit<RouteModules, 'path'> => ({
  modules: [frame, feature('project-area'), feature('plans'), ...extra],
  later,
  strings: ['project-area', 'plans', ...strings],
});
const projectFeature = (name: string, strings: string[] = [name]) => project([feature(name)], strings);

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
  { path: '/projects', ...signedIn('projects') },
  { path: '/projects/create', ...signedIn('projects') },
  { path: '/documents', ...signedIn('info', ['info']) },
  { path: '/administrator', ...signedIn('administrator', ['administrator']) },
  { path: '/project/:id/feed', ...project() },
  { path: '/project/:id/settings', ...project() },
  { path: '/project/:id/settings/configuration', ...project([], [], [codeEditor]) },
  { path: '/project/:id/settings/search-widget', ...project([], [], [codeEditor]) },
  { path: '/project/:id/preview', ...project() },
  { path: '/project/:id/statistics', ...project(['src/features/project-area/pages/statistics-page.tsx'], ['project-area/statistics']) },
  { path: '/project/:id/synonyms', ...projectFeature('relevance') },
  { path: '/project/:id/merchandising', ...projectFeature('relevance') },
  { path: '/project/:id/permission', ...projectFeature('participants') },
  { path: '/project/:id/finance', ...projectFeature('finance') },
  { path: '/project/:id/administrator', ...projectFeature('administrator') },
  { path: '/project/:id/plan', ...project() },
  { path: '/project/:id/categories', ...projectFeature('categories') },
  { path: '/project/:id/trade-widgets', ...projectFeature('trade-widgets') },
  { path: '/project/:id/creativebooster', ...projectFeature('creative-booster') },
];
