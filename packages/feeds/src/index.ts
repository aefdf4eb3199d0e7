export { compactOffer, inflateOffer } from './compact';
export {
  detectFormatFromBytes,
  detectFormatFromUrl,
  type FeedFormatName,
  type FormatGuess,
  type FormatReason,
  peekBytes,
} from './detect-format';
export type { FeedErrorCode, FeedErrorDetails } from './errors';
export { FEED_ERRORS, FeedError } from './errors';
export { readCsv } from './read-csv';
export { readYml } from './read-yml';
export { type CompiledRules, compileRules, type IndexingRule, type RuleAction, type RuleCondition, type RuleContext } from './rules';
export type { FeedBrand, FeedCategory, FeedItem, FeedOffer, FeedShop, ReadOptions } from './types';
export { writeCsv, writeYml } from './write';
