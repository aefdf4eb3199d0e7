export { CategoriesPage } from './pages/categories-page';
