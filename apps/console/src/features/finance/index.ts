export { FinancePage } from './pages/finance-page';
