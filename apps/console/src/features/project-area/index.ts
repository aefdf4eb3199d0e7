export { ProjectIndexRedirect } from './pages/project-index-redirect';
export { ProjectLayout } from './pages/project-layout';
export { SettingsArea } from './pages/settings-area';
export { prefetchProject } from './project-data';

// Each tab's page is a chunk of its own, loaded with its tab: the feed page does not evaluate the
// widget settings' forms, the preview or the statistics (the area's one chunk was 109 KB raw).
export const loadFeedPage = () => import('./pages/feed-page');
export const loadSettingsPage = () => import('./pages/settings-page');
export const loadConfigurationPage = () => import('./pages/configuration-page');
export const loadWidgetKindPage = () => import('./pages/widget-kind-page');
export const loadPreviewPage = () => import('./pages/preview-page');
/** Statistics carry the charts library (recharts): their own chunk, loaded with the tab. */
export const loadStatisticsPage = () => import('./pages/statistics-page');
