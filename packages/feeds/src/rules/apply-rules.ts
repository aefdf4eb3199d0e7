import Twig from 'twig';
import type { FeedOffer } from '../types';
import { readField, writeField } from './offer-fields';
import type { IndexingRule, RuleAction, RuleCondition, RuleContext } from './types';

Twig.cache(false);

type Check = (offer: FeedOffer, context: RuleContext) => boolean;
type Step = (offer: FeedOffer, context: RuleContext) => FeedOffer | null;

export interface CompiledRules {
  /** The offer after every enabled rule, or null when a rule removes it from the index. */
  apply(offer: FeedOffer, context: RuleContext): FeedOffer | null;
  /** Like apply, and tells which rules matched, by their index in the list given to compileRules. */
  trace(offer: FeedOffer, context: RuleContext): { offer: FeedOffer | null; matched: number[] };
}

function compileCondition(condition: RuleCondition): Check {
  const get = (offer: FeedOffer, context: RuleContext) => readField(offer, condition.field, (id) => context.categoryName(id));
  switch (condition.op) {
    case 'equals':
      return (offer, context) => (get(offer, context) ?? '').toLowerCase() === condition.value.toLowerCase();
    case 'notEquals':
      return (offer, context) => (get(offer, context) ?? '').toLowerCase() !== condition.value.toLowerCase();
    case 'contains':
      return (offer, context) => (get(offer, context) ?? '').toLowerCase().includes(condition.value.toLowerCase());
    case 'notContains':
      return (offer, context) => !(get(offer, context) ?? '').toLowerCase().includes(condition.value.toLowerCase());
    case 'regex': {
      const pattern = new RegExp(condition.value, 'iu');
      return (offer, context) => pattern.test(get(offer, context) ?? '');
    }
    case 'exists':
      return (offer, context) => (get(offer, context) ?? '') !== '';
    case 'empty':
      return (offer, context) => (get(offer, context) ?? '') === '';
    case 'range':
      return (offer, context) => {
        const text = get(offer, context);
        const value = text === null ? Number.NaN : Number(text.replace(',', '.'));
        if (!Number.isFinite(value)) return false;
        return (condition.from == null || value >= condition.from) && (condition.to == null || value <= condition.to);
      };
  }
}

/** Twig values: the offer's fields, params by name, and category_name. */
function templateData(offer: FeedOffer, context: RuleContext): Record<string, unknown> {
  return {
    ...offer,
    params: Object.fromEntries(offer.params.map((p) => [p.name, p.value])),
    category_name: offer.categoryId ? context.categoryName(offer.categoryId) : null,
  };
}

function compileAction(action: RuleAction): Step {
  switch (action.type) {
    case 'remove':
      return () => null;
    case 'set':
      return (offer) => writeField(offer, action.field, action.value);
    case 'setParam':
      return (offer) => writeField(offer, `param:${action.name}`, action.value);
    case 'replace': {
      const pattern = new RegExp(action.pattern, 'gu');
      return (offer, context) => {
        const current = readField(offer, action.field, (id) => context.categoryName(id));
        return current === null ? offer : writeField(offer, action.field, current.replace(pattern, action.replacement));
      };
    }
    case 'template': {
      // rethrow: template errors throw instead of printing into the output (missing from @types/twig).
      const template = Twig.twig({ data: action.template, rethrow: true } as Parameters<typeof Twig.twig>[0]);
      return (offer, context) => writeField(offer, action.field, String(template.render(templateData(offer, context))).trim());
    }
  }
}

/**
 * Compiles rules once per load (regular expressions, Twig templates); throws on a rule that
 * cannot compile, so a broken rule fails at save time rather than in the middle of a load.
 */
export function compileRules(rules: readonly IndexingRule[]): CompiledRules {
  const compiled = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.enabled)
    .map(({ rule, index }) => {
      const checks = rule.conditions.map(compileCondition);
      const steps = rule.actions.map(compileAction);
      const matches: Check =
        checks.length === 0
          ? () => true
          : rule.match === 'any'
            ? (offer, context) => checks.some((check) => check(offer, context))
            : (offer, context) => checks.every((check) => check(offer, context));
      return { matches, steps, index };
    });
  const run = (offer: FeedOffer, context: RuleContext, onMatch: ((index: number) => void) | null): FeedOffer | null => {
    let current: FeedOffer | null = offer;
    for (const rule of compiled) {
      if (!rule.matches(current, context)) continue;
      onMatch?.(rule.index);
      for (const step of rule.steps) {
        current = step(current, context);
        if (current === null) return null;
      }
    }
    return current;
  };
  return {
    apply: (offer, context) => run(offer, context, null),
    trace(offer, context) {
      const matched: number[] = [];
      return { offer: run(offer, context, (index) => matched.push(index)), matched };
    },
  };
}
