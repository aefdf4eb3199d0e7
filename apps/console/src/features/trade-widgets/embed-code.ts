import type { TradeWidgetType } from '@vitrina/contracts';
import { needsProduct } from './form-model';

/** Types that narrow to the page's category when it passes one. */
const CATEGORY_TYPES: readonly TradeWidgetType[] = ['popular', 'personal_popular', 'personal_category', 'discount'];

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
  const category = CATEGORY_TYPES.includes(type) ? ` data-category-id="${placeholders.category}"` : '';
  return `${loaderSnippet}\n<div data-vitrina-widget="${widgetId}"${product}${category}></div>`;
}
