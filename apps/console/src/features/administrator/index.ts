export { AdministratorPage } from './pages/administrator-page';
export { ServicePage } from './pages/service-page';
