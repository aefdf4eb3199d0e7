export { LearningPage } from './pages/learning-page';
export { MerchandisingPage } from './pages/merchandising-page';
export { SynonymsPage } from './pages/synonyms-page';
export { TrackerPage } from './pages/tracker-page';
