export { PermissionPage } from './pages/permission-page';
