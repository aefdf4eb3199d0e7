/**
 * Trade widgets follow save and publish (decision 0018): `data` is what the owner saved, `published`
 * what shops' pages get. Widgets that exist were live on save, so what they hold is what is published.
 */
export const up = `
alter table trade_widgets add column published jsonb;
update trade_widgets set published = data;
alter table trade_widgets alter column published set not null;
`;
