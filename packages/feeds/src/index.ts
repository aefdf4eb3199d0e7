export { compactOffer, inflateOffer } from './compact';
export type { FeedErrorCode, FeedErrorDetails } from './errors';
export { FEED_ERRORS, FeedError } from './errors';
export { readCsv } from './read-csv';
export { readYml } from './read-yml';
export { type CompiledRules, compileRules, type IndexingRule, type RuleAction, type RuleCondition, type RuleContext } from './rules';
export type { FeedBrand, FeedCategory, FeedItem, FeedOffer, FeedShop, ReadOptions } from './types';
export { writeCsv, writeYml } from './write';
