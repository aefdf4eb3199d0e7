/** Generic helpers the modules share: nothing here knows a module. */

export { assertPublicHost, guardedLookup, isPrivateAddress } from './address-guard';
export { type BatchWriterOptions, createBatchWriter } from './batch-writer';
export { type FeedFetchCode, FeedFetchError } from './fetch-errors';
export { type FeedResponse, type FetchFeedOptions, fetchFeed } from './guarded-fetch';
export { fetchPicture, type PictureAnalysis, pictureFeaturesOf } from './picture-features';
export { apiScore, type CategoryNames, completionOfferItem, highlight, toApiHit, toApiOffer, toApiParams } from './public-shapes';
export { stableJson } from './stable-json';
export { staleOnError } from './stale-on-error';
