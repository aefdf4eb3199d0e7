export { FeedPage } from './pages/feed-page';
export { ProjectIndexRedirect } from './pages/project-index-redirect';
export { ProjectLayout } from './pages/project-layout';
export { SettingsPage } from './pages/settings-page';
export { TabEmptyPage } from './pages/tab-empty-page';
