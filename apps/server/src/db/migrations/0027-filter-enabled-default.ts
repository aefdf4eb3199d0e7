/**
 * Filters the owner has not switched (issue 20 item 6): `enabled` null means the catalog decides
 * (identifier and single-valued params start off, the rest on); true or false is the owner's word.
 * Rows already stored keep their explicit value.
 */
export const up = `
alter table catalog_filters alter column enabled drop not null;
alter table catalog_filters alter column enabled drop default;
`;
