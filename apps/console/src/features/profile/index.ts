export { ProfilePage } from './pages/profile-page';
