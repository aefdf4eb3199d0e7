/**
 * Feed load history (issue 21): offer links and pictures a load dropped because they were neither
 * http(s) nor relative (a feed's javascript: or data: URL would run script on the shop's page).
 */
export const up = `
alter table feed_loads add column unsafe_links integer not null default 0;
`;
