export { DemoPage, DocumentsPage, PartnershipPage, PlansPage, WikiPage } from './pages/info-pages';
