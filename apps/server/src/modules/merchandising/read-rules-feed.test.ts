import { expect, it } from 'vitest';
import { mergeMerchandisingRules } from './feed-rules';
import { MAX_FEED_RULES, MAX_REPORTED_LINES, RulesFeedFormatError, readRulesFeed } from './read-rules-feed';

const redirect = (query: string, url: string, regex = false) => ({ query, regex, action: 'redirect' as const, params: { url } });

it('reads a JSON list of rules, bare or under "rules"', () => {
  const rules = [{ query: 'sale', action: 'redirect', params: { url: 'https://shop.example/sale' } }];
  expect(readRulesFeed(JSON.stringify(rules)).rules).toEqual([redirect('sale', 'https://shop.example/sale')]);
  expect(readRulesFeed(`\uFEFF ${JSON.stringify({ rules })}`).rules).toHaveLength(1);
});

it('reads CSV with any delimiter, a regex flag, quoted JSON params and unknown columns ignored', () => {
  const csv = [
    'query,regex,action,params,comment',
    '^iphone 1[45]$,yes,reorder,"{""orderIds"":[""3"",""1""]}",top phones',
    'typo,,disableTypo,,',
  ];
  expect(readRulesFeed(csv.join('\r\n'))).toEqual({
    rules: [
      { query: '^iphone 1[45]$', regex: true, action: 'reorder', params: { orderIds: ['3', '1'] } },
      { query: 'typo', regex: false, action: 'disableTypo', params: {} },
    ],
    rejected: [],
    rejectedCount: 0,
  });
  expect(readRulesFeed('query\taction\tparams\nsale\tredirect\t{"url":"https://shop.example/s"}').rules).toHaveLength(1);
});

it('refuses bad lines one by one with the field and the reason, and keeps the good ones', () => {
  const csv = [
    'query;action;params',
    'a;redirect;{"url":"https://shop.example/a"}',
    'b;redirect;{}',
    '(;redirect;{"url":"https://x.example"}',
    '[;redirect;{"url":"https://shop.example/r"}',
    'q;empty;{"includeIds":"7"}',
  ];
  const feed = readRulesFeed(csv.join('\n'));
  expect(feed.rules.map((r) => r.query)).toEqual(['a', '(', '[']);
  expect(feed.rejected).toEqual([
    { line: 3, errors: { 'params.url': ['validation.required'] } },
    { line: 6, errors: { 'params.includeIds': [expect.stringMatching(/^validation\./)] } },
  ]);
  const regex = readRulesFeed('query,regex,action\n(,1,disableTypo');
  expect(regex.rejected).toEqual([{ line: 2, errors: { query: ['validation.regex'] } }]);
});

it('takes at most the console list’s number of rules and reports only the first refused lines', () => {
  const rows = Array.from({ length: MAX_FEED_RULES + 150 }, (_, i) => `q${i};disableTypo`);
  const feed = readRulesFeed(`query;action\n${rows.join('\n')}`);
  expect(feed.rules).toHaveLength(MAX_FEED_RULES);
  expect(feed.rejectedCount).toBe(150);
  expect(feed.rejected).toHaveLength(MAX_REPORTED_LINES);
  expect(feed.rejected[0]).toEqual({ line: MAX_FEED_RULES + 2, errors: { rule: [`validation.tooMany|${MAX_FEED_RULES}`] } });
});

it('refuses what is not a rules file at all', () => {
  for (const text of ['', '   ', 'id;name;price\n1;Чайник;100', '{"offers": []}', '[1, 2', '<yml_catalog/>']) {
    expect(() => readRulesFeed(text), text).toThrow(RulesFeedFormatError);
  }
});

it('lets the owner’s rule win over a feed rule for the same query, and applies the owner’s last', () => {
  const owner = [redirect('Чайник ', 'https://shop.example/owner')];
  const fromFeeds = [
    redirect('чайник', 'https://shop.example/feed'),
    redirect('^ч', 'https://shop.example/re', true),
    redirect('ЧАЙНИК', 'https://x.example'),
  ];
  expect(mergeMerchandisingRules(owner, fromFeeds)).toEqual([redirect('^ч', 'https://shop.example/re', true), ...owner]);
});
