/**
 * Colour detection (a plan feature): the dominant colour named from each offer's first picture,
 * beside the picture features it is computed with.
 */
export const up = `
alter table picture_features add column colour text;
`;
