export { AuthorizePage } from './pages/authorize-page';
