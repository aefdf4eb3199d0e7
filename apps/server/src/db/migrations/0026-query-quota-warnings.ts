/**
 * Query quota warnings (issue 21): the highest share of the month's queries the owner was warned
 * about (0, 80 or 100 percent), kept beside the count so each mail goes once per month whatever the
 * restarts and however many search nodes notice.
 */
export const up = `
alter table plan_usage add column warned_percent smallint not null default 0;
`;
