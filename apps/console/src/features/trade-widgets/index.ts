export { TradeWidgetsPage } from './pages/trade-widgets-page';
export { WidgetAddPage } from './pages/widget-add-page';
export { WidgetEditPage } from './pages/widget-edit-page';
export { WidgetInstructionPage } from './pages/widget-instruction-page';
