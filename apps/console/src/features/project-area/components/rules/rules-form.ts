import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { type IndexingRule, indexingRulesBody, type Locale, type RuleAction, type RuleCondition } from '@vitrina/contracts';
import { zodErrors } from '../../../../lib/form';

export const CONDITION_OPS = ['equals', 'notEquals', 'contains', 'notContains', 'regex', 'exists', 'empty', 'range'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
export const ACTION_TYPES = ['set', 'setParam', 'replace', 'template', 'remove'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Editor state of a condition: every input any operator may show, so switching keeps what was typed. */
export interface ConditionValues {
  uid: string;
  op: ConditionOp;
  field: string;
  value: string;
  from: number | string;
  to: number | string;
}

export interface ActionValues {
  uid: string;
  type: ActionType;
  field: string;
  name: string;
  value: string;
  pattern: string;
  replacement: string;
  template: string;
}

export interface RuleValues {
  uid: string;
  name: string;
  enabled: boolean;
  match: 'all' | 'any';
  conditions: ConditionValues[];
  actions: ActionValues[];
}

export interface RulesFormValues {
  rules: RuleValues[];
}

export type RulesForm = UseFormReturnType<RulesFormValues>;

export function emptyCondition(): ConditionValues {
  return { uid: randomId(), op: 'equals', field: 'name', value: '', from: '', to: '' };
}

export function emptyAction(): ActionValues {
  return { uid: randomId(), type: 'set', field: 'name', name: '', value: '', pattern: '', replacement: '', template: '' };
}

export function emptyRule(): RuleValues {
  return { uid: randomId(), name: '', enabled: true, match: 'all', conditions: [], actions: [emptyAction()] };
}

function conditionValues(condition: RuleCondition): ConditionValues {
  const base = emptyCondition();
  if (condition.op === 'range') return { ...base, op: 'range', field: condition.field, from: condition.from ?? '', to: condition.to ?? '' };
  return { ...base, op: condition.op, field: condition.field, value: 'value' in condition ? condition.value : '' };
}

function actionValues(action: RuleAction): ActionValues {
  return { ...emptyAction(), ...action };
}

export function toFormRules(rules: readonly IndexingRule[]): RuleValues[] {
  return rules.map((rule) => ({
    uid: randomId(),
    name: rule.name,
    enabled: rule.enabled,
    match: rule.match,
    conditions: rule.conditions.map(conditionValues),
    actions: rule.actions.map(actionValues),
  }));
}

/** '' → absent; anything else a number (NaN lets the schema say 'invalid'). */
function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

function toCondition(c: ConditionValues): RuleCondition {
  switch (c.op) {
    case 'range':
      return { op: 'range', field: c.field, from: numberOrNull(c.from), to: numberOrNull(c.to) };
    case 'exists':
    case 'empty':
      return { op: c.op, field: c.field };
    default:
      return { op: c.op, field: c.field, value: c.value };
  }
}

function toAction(a: ActionValues): RuleAction {
  switch (a.type) {
    case 'set':
      return { type: 'set', field: a.field, value: a.value };
    case 'setParam':
      return { type: 'setParam', name: a.name, value: a.value };
    case 'replace':
      return { type: 'replace', field: a.field, pattern: a.pattern, replacement: a.replacement };
    case 'template':
      return { type: 'template', field: a.field, template: a.template };
    default:
      return { type: 'remove' };
  }
}

/** The wire form of the editor's rules: only the keys each operator and action type has (the schema is strict). */
export function toIndexingRules(rules: readonly RuleValues[]): IndexingRule[] {
  return rules.map((rule) => ({
    name: rule.name.trim(),
    enabled: rule.enabled,
    match: rule.match,
    conditions: rule.conditions.map(toCondition),
    actions: rule.actions.map(toAction),
  })) as IndexingRule[];
}

/** Spec §5 through the contracts schema; paths ('rules.0.actions', 'rules.1.conditions.0.from') match the form's. */
export function validateRules(values: RulesFormValues, locale: Locale) {
  return zodErrors(indexingRulesBody, { rules: toIndexingRules(values.rules) }, locale);
}

/** Field select value: an offer field, or 'param:' for a param typed by name. */
export const PARAM_PREFIX = 'param:';
export function isParamField(field: string): boolean {
  return field.startsWith(PARAM_PREFIX);
}

/** Patterns and templates read better in a fixed-width font. */
export const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
