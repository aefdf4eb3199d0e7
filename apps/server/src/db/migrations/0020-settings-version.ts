/**
 * A project's settings version: every write that changes what search, completions, trade widgets
 * or the tracker read of a project (settings, synonyms, filters, rules, widgets, plan) adds one.
 * Search nodes compile one profile per project and version, and compare versions with the
 * database after a lost notification (decision 0012).
 */
export const up = `
alter table sources add column settings_version bigint not null default 0;
`;
