/** Trade widgets: recommendations, their admin and public routes, picture features. */
export { createPictureIndexer } from './pictures/indexer';
export { tradeWidgetPreviewRoutes } from './preview-routes';
export { tradeWidgetPublicRoutes } from './public-routes';
export { discardTradeWidgetChanges, publishTradeWidgets, type TradeWidgetChange, tradeWidgetChanges } from './publication';
export { createRecommendations, type Recommendations } from './recommendations';
export { tradeWidgetsRoutes } from './routes';
export { insertWidget, listWidgets } from './store';
export { createWidgetAnswerer, type WidgetAnswerer } from './widget-answer';
