/** Learned ranking: impressions of shopper searches, what shoppers' clicks, carts and purchases taught search, served per query. */

export { type LearnInput, learnProject, type OfferEvidence, type QueryEvidence } from './learn';
export { createLearnedSignals, type LearnedSignalsStore } from './learned-signals';
export { MAX_QUERY_KEY, normalizeQuery } from './query-key';
export { type AnsweredSearch, createImpressionRecorder, type ImpressionRecorder } from './record-impressions';
export { learningRoutes } from './routes';
