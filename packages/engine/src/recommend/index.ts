// Public entry of the recommender: trade widget models learnt from shop events. No I/O.
export { DEFAULT_RECOMMEND_OPTIONS, type RecommendOptions } from './options';
export { detectPictureColour, PICTURE_COLOURS, type PictureColour, type PictureColourOptions } from './picture-colour';
export { computePictureFeatures, pictureDistance } from './picture-features';
export { createRecommender, type Recommender } from './recommender';
export type { PictureFeatures, RecEvent, Recommendation, RecommendationType, RecommendRequest } from './types';
