/**
 * Feed load history (issue 20): how many offers of the feed the project's indexing rules removed,
 * and the format the load read the feed in when its first bytes contradicted the saved one.
 */
export const up = `
alter table feed_loads add column removed_by_rules integer not null default 0;
alter table feed_loads add column detected_format text;
`;
