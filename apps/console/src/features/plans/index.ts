export { PlanBanners } from './components/plan-banners';
export { PlanTabPage } from './pages/plan-tab-page';
export { PlansPage } from './pages/plans-page';
export { prefetchProjectPlan } from './project-plan-data';
