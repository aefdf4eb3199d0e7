/** Creative booster: templates, renders, the generation job and the public images. */
export { runGeneration } from './generate';
export { type CreativeImageKey, type CreativeImageStore, databaseCreativeImages, fileCreativeImages } from './image-store';
export { forgetProjectCreatives, regenerateAfterLoad, startCreativeWorker } from './jobs';
export { creativePublicRoutes } from './public-routes';
export { DEFAULT_REMBG, type RembgOptions, removeBackground, renderCreative, sanitizeTemplate } from './render';
export { sampleOffer } from './render/sample-offer';
export { maskIoU, SYNTHETIC_PRODUCTS, syntheticPhoto } from './render/synthetic-photos';
export { photoFetcher } from './render-offer';
export { creativeBoosterRoutes } from './routes';
