export { ConfigurationPage } from './pages/configuration-page';
export { FeedPage } from './pages/feed-page';
export { PreviewPage } from './pages/preview-page';
export { ProjectIndexRedirect } from './pages/project-index-redirect';
export { ProjectLayout } from './pages/project-layout';
export { SettingsArea } from './pages/settings-area';
export { SettingsPage } from './pages/settings-page';
export { ClassicWidgetPage, ComplexWidgetPage, SearchWidgetPage } from './pages/widget-kind-page';

/** Statistics carry the charts library (recharts): their own chunk, loaded with the tab. */
export const loadStatisticsPage = () => import('./pages/statistics-page');
