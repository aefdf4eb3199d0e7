/** Product colours named from pictures, added as a param where the feed has none. */
export { detectedColourApplier, reloadForColours } from './detected-colours';
