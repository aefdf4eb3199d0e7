export { CreativeBoosterPage } from './pages/creative-booster-page';
