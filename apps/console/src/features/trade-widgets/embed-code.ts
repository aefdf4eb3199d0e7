import type { TradeWidgetType } from '@vitrina/contracts';
import { needsProduct } from './form-model';

/**
 * The code a shop puts on its pages for one trade widget: the project's loader (once per page; it is already there
 * when the search widget is installed) and the element the carousel is drawn in (apps/widget README, carousels).
 */
export function embedCodeOf(
  loaderSnippet: string,
  widgetId: string,
  type: TradeWidgetType,
  placeholders: { product: string; category: string },
) {
  const product = needsProduct(type) || type === 'recently' ? ` data-product-id="${placeholders.product}"` : '';
  const category =
    type === 'popular' || type === 'personal_popular' || type === 'discount' ? ` data-category-id="${placeholders.category}"` : '';
  return `${loaderSnippet}\n<div data-vitrina-widget="${widgetId}"${product}${category}></div>`;
}
