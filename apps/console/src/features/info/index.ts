export { DemoPage } from './pages/demo-page';
export { DocumentsPage } from './pages/documents-page';
export { PartnershipPage } from './pages/partnership-page';
export { WikiPage } from './pages/wiki-page';
