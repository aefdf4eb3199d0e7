import { z } from 'zod';

/**
 * Indexing rules (spec §3): conditions on offer fields and actions applied to every offer during a
 * feed load. Validated as spec §5 says: a rule and an action must be added, fields filled, each
 * action filled, 'From' not above 'To'.
 */
export const OFFER_RULE_FIELDS = [
  'id',
  'groupId',
  'name',
  'vendor',
  'vendorCode',
  'brandId',
  'model',
  'typePrefix',
  'url',
  'description',
  'snippet',
  'offerLabel',
  'offerCode',
  'categoryId',
  'price',
  'oldPrice',
  'available',
  'isAvailable',
  'category_name',
] as const;
export type OfferRuleField = (typeof OFFER_RULE_FIELDS)[number];

const REQUIRED = 'validation.required';
const filled = (max = 500) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `validation.max|${max}`);
/** An offer field, or a param as 'param:<name>'. */
const fieldName = z.union([z.enum(OFFER_RULE_FIELDS, { error: REQUIRED }), z.string().regex(/^param:.{1,200}$/, REQUIRED)], {
  error: REQUIRED,
});
const regexText = filled(500).refine((pattern) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}, 'validation.regex');

const optionalNumber = z.number({ error: 'validation.invalid' }).finite('validation.invalid').nullable().optional();

export const ruleConditionSchema = z.discriminatedUnion(
  'op',
  [
    z.strictObject({ op: z.enum(['equals', 'notEquals', 'contains', 'notContains']), field: fieldName, value: z.string().max(500) }),
    z.strictObject({ op: z.literal('regex'), field: fieldName, value: regexText }),
    z.strictObject({ op: z.enum(['exists', 'empty']), field: fieldName }),
    z
      .strictObject({ op: z.literal('range'), field: fieldName, from: optionalNumber, to: optionalNumber })
      .refine((c) => c.from != null || c.to != null, { message: REQUIRED, path: ['from'] })
      .refine((c) => c.from == null || c.to == null || c.from <= c.to, { message: 'validation.fromAboveTo', path: ['from'] }),
  ],
  { error: REQUIRED },
);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    /** Change a field value. */
    z.strictObject({ type: z.literal('set'), field: fieldName, value: z.string().max(5000) }),
    /** Change (or add) a custom param value. */
    z.strictObject({ type: z.literal('setParam'), name: filled(200), value: z.string().max(5000) }),
    /** Regular-expression replace in a field. */
    z.strictObject({ type: z.literal('replace'), field: fieldName, pattern: regexText, replacement: z.string().max(5000) }),
    /** A Twig template rendered with the offer ({{ name }}, {{ params.Цвет }}) becomes the field value. */
    z.strictObject({ type: z.literal('template'), field: fieldName, template: filled(5000) }),
    /** Remove the offer from the index. */
    z.strictObject({ type: z.literal('remove') }),
  ],
  { error: REQUIRED },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;

export const indexingRuleSchema = z.strictObject({
  name: z.string().trim().max(200, 'validation.max|200').default(''),
  enabled: z.boolean().default(true),
  /** 'all': every condition must hold; 'any': one is enough. No conditions: the rule applies to every offer. */
  match: z.enum(['all', 'any']).default('all'),
  conditions: z.array(ruleConditionSchema).max(50, 'validation.tooMany|50').default([]),
  actions: z.array(ruleActionSchema).min(1, 'validation.actionRequired').max(50, 'validation.tooMany|50'),
});
export type IndexingRule = z.output<typeof indexingRuleSchema>;

export const indexingRulesBody = z.strictObject({
  rules: z.array(indexingRuleSchema, { error: 'validation.ruleRequired' }).max(200, 'validation.tooMany|200'),
});
