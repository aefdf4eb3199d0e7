/** The search widget: its settings, scripts, loader and the demo shop. */
export { demoShopRoutes } from './demo-shop';
export { publishedBaselineOf } from './publication';
export { widgetRoutes } from './routes';
export { scriptRoutes } from './script-routes';
