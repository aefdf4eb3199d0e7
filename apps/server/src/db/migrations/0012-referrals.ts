/**
 * The partner programme: each user's referral code (given out on first use, then stable) and the
 * user whose referral link brought them in.
 */
export const up = `
alter table users add column referral_code text;
alter table users add column referred_by uuid references users(id) on delete set null;
create unique index users_referral_code on users (referral_code);
create index users_referred_by on users (referred_by);
`;
