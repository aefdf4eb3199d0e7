import { z } from 'zod';
import { LIMITS, limitMessage } from './limits';
import { normalizeUrl } from './validators';

/** Merchandising rules (spec §3): what a query shows, decided by the shop instead of the ranking. */
export const MERCHANDISING_ACTIONS = ['redirect', 'replace', 'supplement', 'reorder', 'add', 'empty', 'disableTypo'] as const;
export type MerchandisingAction = (typeof MERCHANDISING_ACTIONS)[number];

const ids = z.array(z.string().trim().min(1).max(200)).max(500, 'validation.tooMany|500');
const optionalText = z.string().trim().max(500, 'validation.max|500').optional();
const optionalInt = z.number().int('validation.numeric').min(0, 'validation.numeric').max(10_000, 'validation.invalid').optional();

export const merchandisingParamsSchema = z.strictObject({
  url: z.string().trim().max(2048, 'validation.max|2048').optional(),
  query: optionalText,
  skip: optionalInt,
  limit: optionalInt,
  categoryId: optionalText,
  regionId: optionalText,
  sortKey: optionalText,
  sortBy: optionalText,
  sortDest: z.enum(['asc', 'desc']).optional(),
  field: optionalText,
  value: optionalText,
  orderIds: ids.optional(),
  includeIds: ids.optional(),
  excludeIds: ids.optional(),
  excludeCategoryIds: ids.optional(),
});
export type MerchandisingParams = z.infer<typeof merchandisingParamsSchema>;

const ruleDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.date' })
  .nullable()
  .optional();

export const merchandisingRuleSchema = z.strictObject({
  query: z.string({ error: 'validation.required' }).trim().max(500, 'validation.max|500'),
  regex: z.boolean().default(false),
  action: z.enum(MERCHANDISING_ACTIONS, { error: `validation.oneOf|${MERCHANDISING_ACTIONS.join(', ')}` }),
  params: merchandisingParamsSchema.default({}),
  /** Optional window (ISO date or date-time): outside it the rule does not apply; a bare end date lasts the whole day. */
  startsAt: ruleDate,
  endsAt: ruleDate,
});
export type MerchandisingRule = z.output<typeof merchandisingRuleSchema>;

/** The last moment of a rule: a bare date lasts until that day's end (UTC). */
const ruleEnd = (endsAt: string) => Date.parse(endsAt) + (endsAt.length === 10 ? 86_400_000 - 1 : 0);

const filled = (list: readonly unknown[] | undefined) => Boolean(list?.length);

/** Which parameters an action needs (spec §5 'rules without params' are refused). */
function paramsProblem(rule: MerchandisingRule): { path: string; message: string } | null {
  const p = rule.params;
  switch (rule.action) {
    case 'redirect':
      return p.url && normalizeUrl(p.url)
        ? null
        : { path: 'params.url', message: p.url ? 'validation.url|https://shop.example/sale' : 'validation.required' };
    case 'replace':
      return p.query || p.categoryId || p.sortKey || p.limit !== undefined || p.skip !== undefined
        ? null
        : { path: 'params.query', message: 'validation.ruleParams' };
    case 'supplement':
      return p.field && p.value ? null : { path: p.field ? 'params.value' : 'params.field', message: 'validation.required' };
    case 'reorder':
      return filled(p.orderIds) || filled(p.includeIds) || filled(p.excludeIds) || filled(p.excludeCategoryIds)
        ? null
        : { path: 'params.orderIds', message: 'validation.ruleParams' };
    case 'add':
    case 'empty':
      return filled(p.includeIds) ? null : { path: 'params.includeIds', message: 'validation.required' };
    case 'disableTypo':
      return null;
  }
}

/** The whole list of a project's rules; one rule per query, regex rules need a pattern. */
export const merchandisingRulesBody = z.strictObject({
  rules: z
    .array(
      // Checked per rule, so a wrong window shows even while another rule has other problems.
      merchandisingRuleSchema.superRefine((rule, ctx) => {
        if (rule.startsAt && rule.endsAt && ruleEnd(rule.endsAt) < Date.parse(rule.startsAt))
          ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.endBeforeStart' });
      }),
    )
    .max(LIMITS.merchandisingRules, limitMessage('merchandisingRules'))
    .superRefine((rules, ctx) => {
      const seen = new Map<string, number>();
      rules.forEach((rule, index) => {
        if (!rule.query && (rule.regex || rule.action !== 'disableTypo'))
          ctx.addIssue({ code: 'custom', path: [index, 'query'], message: 'validation.required' });
        if (rule.regex) {
          try {
            new RegExp(rule.query, 'iu');
          } catch {
            ctx.addIssue({ code: 'custom', path: [index, 'query'], message: 'validation.regex' });
          }
        }
        const key = `${rule.regex ? 're:' : ''}${rule.query.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')}`;
        if (rule.query && seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'query'], message: 'validation.duplicateQuery' });
        seen.set(key, index);
        const problem = paramsProblem(rule);
        if (problem) ctx.addIssue({ code: 'custom', path: [index, ...problem.path.split('.')], message: problem.message });
      });
    }),
});
