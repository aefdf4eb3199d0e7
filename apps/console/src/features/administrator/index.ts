export { AdministratorPage } from './pages/administrator-page';
