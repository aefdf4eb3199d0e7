/** Where an arrow press moves the track to (px), for a track of `scrollWidth` seen through `clientWidth`. */
export interface TrackMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/**
 * The next scroll position: `step` cards of `cardWidth` plus `gap` each way, or a visible width (whole
 * cards) when step is 0; never past either end.
 */
export function nextScrollLeft(track: TrackMetrics, direction: 1 | -1, step: number, cardWidth: number, gap: number): number {
  const pitch = Math.max(1, cardWidth + gap);
  const cards = step > 0 ? step : Math.max(1, Math.floor((track.clientWidth + gap) / pitch));
  const max = Math.max(0, track.scrollWidth - track.clientWidth);
  const target = track.scrollLeft + direction * cards * pitch;
  // Land on a card edge, so a track scrolled by touch to the middle of a card lines up again.
  const snapped = Math.round(target / pitch) * pitch;
  return Math.min(max, Math.max(0, snapped));
}

/** Which arrows can move: a pixel of slack so sub-pixel layouts do not leave an arrow enabled at the end. */
export function arrowsOf(track: TrackMetrics): { prev: boolean; next: boolean } {
  return { prev: track.scrollLeft > 1, next: track.scrollLeft + track.clientWidth < track.scrollWidth - 1 };
}
