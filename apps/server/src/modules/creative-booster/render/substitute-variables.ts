import { buildCreativeTree } from './substitute';
import type { CreativeOffer, CreativeVariable, SanitizedTemplate } from './types';
import { serializeXml } from './xml';

/**
 * The template's SVG with every {{placeholder}} replaced by the offer's value or a custom
 * variable's (escaped as XML text, never into href), data-if conditions applied and text fitted.
 */
export function substituteVariables(template: SanitizedTemplate, offer: CreativeOffer, variables: CreativeVariable[]): string {
  return serializeXml(buildCreativeTree(template, offer, variables));
}
