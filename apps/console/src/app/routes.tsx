import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { loadPasswordGetPage, loadPasswordSetPage, loadSignupPage, SigninPage } from '../features/auth';
import { importWithReload } from '../lib/chunk-reload';
import type { RouteHandle } from '../lib/route-handle';
import { useSession } from '../lib/session';
import { loadPhoneInput } from '../ui/phone-input';
import { withStrings } from './feature-strings';
import { IndexRedirect, PageLoader, RequireAuth, RequireGuest } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundPage, RouteErrorPage } from './layouts/error-page';
import { lazyPage } from './lazy-page';
import { Root } from './root';
import { prefetchLoader } from './route-data';

// The signed-in frame (header, menu, avatar) is not part of the sign-in page's download.
const pageLayout = () => import('./layouts/page-layout');

/**
 * Pages open to everyone: a signed-in user sees them inside the console, a visitor as the page
 * lays itself out. The route loads the frame with the page (no second wait once it renders).
 */
function signedInLayoutIfAny(PageLayout: ComponentType) {
  return function SignedInLayoutIfAny() {
    const session = useSession();
    if (session.status === 'unknown') return <PageLoader />;
    return session.status === 'authenticated' ? <PageLayout /> : <Outlet />;
  };
}

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** Pages with a phone field load its code beside theirs, so the field never waits for it. */
const withPhoneInput =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadPhoneInput()]).then(([module]) => module);
// Each feature's import brings its strings in the interface language (feature-strings.ts).
const info = withStrings(() => import('../features/info'), 'info');
const projectArea = withStrings(() => import('../features/project-area'), 'project-area');
const statistics = withStrings(() => projectArea().then((m) => m.loadStatisticsPage()), 'project-area/statistics');
/** A project tab's page: its own chunk, after the area's (index.html preloads both side by side). */
type ProjectAreaModule = Awaited<ReturnType<typeof projectArea>>;
const projectTab =
  <M,>(load: (area: ProjectAreaModule) => Promise<M>) =>
  () =>
    projectArea().then(load);
const feedPage = projectTab((m) => m.loadFeedPage());
const settingsPage = projectTab((m) => m.loadSettingsPage());
const configurationPage = projectTab((m) => m.loadConfigurationPage());
const widgetKindPage = projectTab((m) => m.loadWidgetKindPage());
const previewPage = projectTab((m) => m.loadPreviewPage());
const projects = () => import('../features/projects');
const relevance = withStrings(() => import('../features/relevance'), 'relevance');
const plans = withStrings(() => import('../features/plans'), 'plans');
const categories = withStrings(() => import('../features/categories'), 'categories');
const tradeWidgets = withStrings(() => import('../features/trade-widgets'), 'trade-widgets');
const creativeBooster = withStrings(() => import('../features/creative-booster'), 'creative-booster');
const integrations = withStrings(() => import('../features/integrations'), 'integrations');
const administrator = withStrings(() => import('../features/administrator'), 'administrator');
const participants = withStrings(() => import('../features/participants'), 'participants');
const finance = withStrings(() => import('../features/finance'), 'finance');
const projectAreaData = () => import('../features/project-area/route-data');
/** Every project page's data: the project and its publish state, then the plan when it limits queries. */
const projectData = prefetchLoader(
  () => Promise.all([importWithReload(projectArea), importWithReload(plans)]),
  ([area, plan], client, { params }) =>
    area.prefetchProject(client, params.id ?? '').then((project) => project && plan.prefetchProjectPlan(client, project)),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <IndexRedirect /> },
      {
        element: (
          <RequireGuest>
            <AuthLayout />
          </RequireGuest>
        ),
        children: [
          { path: 'signin', handle: handle('titles.signin'), Component: SigninPage },
          {
            path: 'signup',
            handle: handle((search) => (search.get('step') === 'confirm' ? 'titles.signupConfirm' : 'titles.signup')),
            lazy: lazyPage(withPhoneInput(loadSignupPage), (m) => m.SignupPage),
          },
          { path: 'password-get', handle: handle('titles.passwordGet'), lazy: lazyPage(loadPasswordGetPage, (m) => m.PasswordGetPage) },
          { path: 'password-set', handle: handle('titles.passwordSet'), lazy: lazyPage(loadPasswordSetPage, (m) => m.PasswordSetPage) },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'authorize',
            handle: handle('titles.authorize'),
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: lazyPage(integrations, (m) => m.AuthorizePage),
              },
            ],
          },
          { path: 'demo', handle: handle('titles.demo'), lazy: lazyPage(info, (m) => m.DemoPage) },
        ],
      },
      {
        lazy: async () => ({ Component: signedInLayoutIfAny((await importWithReload(pageLayout)).PageLayout) }),
        children: [{ path: 'plans', handle: handle('titles.plans'), lazy: lazyPage(plans, (m) => m.PlansPage) }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(pageLayout, (m) => m.PageLayout),
            children: [
              {
                path: 'profile',
                handle: handle('titles.profile'),
                lazy: lazyPage(
                  withPhoneInput(() => import('../features/profile')),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'projects',
                handle: handle('titles.projects'),
                loader: prefetchLoader(projects, (m, client) => m.prefetchProjects(client)),
                lazy: lazyPage(projects, (m) => m.ProjectsPage),
              },
              {
                path: 'projects/create',
                handle: handle('titles.projectCreate'),
                lazy: lazyPage(
                  () => projects().then((m) => m.loadCreateProjectPage()),
                  (m) => m.CreateProjectPage,
                ),
              },
              { path: 'documents', handle: handle('titles.documents'), lazy: lazyPage(info, (m) => m.DocumentsPage) },
              { path: 'partnership', handle: handle('titles.partnership'), lazy: lazyPage(info, (m) => m.PartnershipPage) },
              { path: 'wiki', handle: handle('titles.wiki'), lazy: lazyPage(info, (m) => m.WikiPage) },
              {
                path: 'administrator',
                handle: handle('administrator.service.title'),
                lazy: lazyPage(administrator, (m) => m.ServicePage),
              },
              { path: 'project', element: <Navigate to="/projects" replace /> },
              {
                path: 'project/:id',
                handle: { title: 'titles.project', ownHeading: true } satisfies RouteHandle,
                loader: projectData,
                // The plan warnings and upgrade dialog come from the plans feature; features meet here.
                lazy: async () => {
                  const [area, plan] = await Promise.all([importWithReload(projectArea), importWithReload(plans)]);
                  return { Component: () => <area.ProjectLayout banners={(project) => <plan.PlanBanners project={project} />} /> };
                },
                children: [
                  { index: true, lazy: lazyPage(projectArea, (m) => m.ProjectIndexRedirect) },
                  { path: 'feed', handle: handle('titles.feed'), lazy: lazyPage(feedPage, (m) => m.FeedPage) },
                  {
                    path: 'settings',
                    handle: handle('titles.settings'),
                    lazy: lazyPage(projectArea, (m) => m.SettingsArea),
                    children: [
                      { index: true, lazy: lazyPage(settingsPage, (m) => m.SettingsPage) },
                      {
                        path: 'configuration',
                        handle: handle('titles.configuration'),
                        lazy: lazyPage(configurationPage, (m) => m.ConfigurationPage),
                      },
                      {
                        path: 'search-widget',
                        handle: handle('titles.searchWidget'),
                        lazy: lazyPage(widgetKindPage, (m) => m.SearchWidgetPage),
                      },
                      {
                        path: 'complex-widget',
                        handle: handle('titles.complexWidget'),
                        lazy: lazyPage(widgetKindPage, (m) => m.ComplexWidgetPage),
                      },
                      {
                        path: 'classic-widget',
                        handle: handle('titles.classicWidget'),
                        lazy: lazyPage(widgetKindPage, (m) => m.ClassicWidgetPage),
                      },
                    ],
                  },
                  { path: 'preview', handle: handle('titles.preview'), lazy: lazyPage(previewPage, (m) => m.PreviewPage) },
                  {
                    path: 'statistics',
                    handle: handle('titles.statistics'),
                    loader: prefetchLoader(projectAreaData, (m, client, { params, request }) =>
                      m.prefetchStatistics(client, params.id ?? '', new URL(request.url).searchParams),
                    ),
                    lazy: lazyPage(statistics, (m) => m.StatisticsPage),
                  },
                  { path: 'synonyms', handle: handle('titles.synonyms'), lazy: lazyPage(relevance, (m) => m.SynonymsPage) },
                  { path: 'merchandising', handle: handle('titles.merchandising'), lazy: lazyPage(relevance, (m) => m.MerchandisingPage) },
                  { path: 'tracker', handle: handle('titles.tracker'), lazy: lazyPage(relevance, (m) => m.TrackerPage) },
                  { path: 'learning', handle: handle('titles.learning'), lazy: lazyPage(relevance, (m) => m.LearningPage) },
                  {
                    path: 'permission',
                    handle: handle('titles.permission'),
                    lazy: lazyPage(participants, (m) => m.PermissionPage),
                  },
                  {
                    path: 'finance',
                    handle: handle('titles.finance'),
                    lazy: lazyPage(finance, (m) => m.FinancePage),
                  },
                  {
                    path: 'administrator',
                    handle: handle('titles.administrator'),
                    lazy: lazyPage(administrator, (m) => m.AdministratorPage),
                  },
                  { path: 'plan', handle: handle('titles.plan'), lazy: lazyPage(plans, (m) => m.PlanTabPage) },
                  { path: 'categories', handle: handle('titles.categories'), lazy: lazyPage(categories, (m) => m.CategoriesPage) },
                  { path: 'trade-widgets', handle: handle('titles.tradeWidgets'), lazy: lazyPage(tradeWidgets, (m) => m.TradeWidgetsPage) },
                  {
                    path: 'trade-widgets/add',
                    handle: handle('titles.tradeWidgetAdd'),
                    lazy: lazyPage(tradeWidgets, (m) => m.WidgetAddPage),
                  },
                  {
                    path: 'trade-widgets/edit/:widgetId',
                    handle: handle('titles.tradeWidgetEdit'),
                    lazy: lazyPage(tradeWidgets, (m) => m.WidgetEditPage),
                  },
                  {
                    path: 'trade-widgets/instruction/:widgetId',
                    handle: handle('titles.tradeWidgetInstruction'),
                    lazy: lazyPage(tradeWidgets, (m) => m.WidgetInstructionPage),
                  },
                  {
                    path: 'creativebooster',
                    handle: handle('titles.creativebooster'),
                    lazy: lazyPage(creativeBooster, (m) => m.CreativeBoosterPage),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
