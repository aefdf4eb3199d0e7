/** The search widget: its settings, scripts, loader and the demo shop. */
export { demoShopRoutes } from './demo-shop';
export { widgetRoutes } from './routes';
export { scriptRoutes } from './script-routes';
