/** Merchandising rules: saved by the owner and read from merchandising feeds. */
export { keepFeedRules, mergeMerchandisingRules, saveFeedRules } from './feed-rules';
export { type RejectedLine, RulesFeedFormatError, readRulesFeed } from './read-rules-feed';
export { merchandisingRoutes } from './routes';
