import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  type Locale,
  MERCHANDISING_ACTIONS,
  type MerchandisingAction,
  type MerchandisingRule,
  merchandisingRulesBody,
} from '@vitrina/contracts';
import { zodErrors } from '../../../../lib/form';

export const ACTIONS = MERCHANDISING_ACTIONS;
export const TEXT_PARAMS = ['url', 'query', 'categoryId', 'regionId', 'sortKey', 'sortBy', 'field', 'value'] as const;
export const NUMBER_PARAMS = ['skip', 'limit'] as const;
export const ID_PARAMS = ['orderIds', 'includeIds', 'excludeIds', 'excludeCategoryIds'] as const;
export type TextParam = (typeof TEXT_PARAMS)[number];
export type NumberParam = (typeof NUMBER_PARAMS)[number];
export type IdParam = (typeof ID_PARAMS)[number];
export type ParamName = TextParam | NumberParam | IdParam | 'sortDest';

/** The inputs each action shows (spec §3). */
export const ACTION_PARAMS: Record<MerchandisingAction, readonly ParamName[]> = {
  redirect: ['url'],
  replace: ['query', 'skip', 'limit', 'categoryId', 'regionId', 'sortKey', 'sortBy', 'sortDest'],
  supplement: ['field', 'value'],
  reorder: ['orderIds', 'includeIds', 'excludeIds', 'excludeCategoryIds'],
  add: ['includeIds'],
  empty: ['includeIds'],
  disableTypo: [],
};

/** Editor state: every parameter any action may show, so switching the action keeps what was typed. */
export interface RuleValues {
  uid: string;
  query: string;
  regex: boolean;
  action: MerchandisingAction;
  /** datetime-local input values (local time), '' when the rule has no such date. */
  startsAt: string;
  endsAt: string;
  params: Record<TextParam, string> & Record<NumberParam, number | string> & Record<IdParam, string[]> & { sortDest: string };
}

export interface MerchFormValues {
  rules: RuleValues[];
}
export type MerchForm = UseFormReturnType<MerchFormValues>;

export function emptyRule(): RuleValues {
  return {
    uid: randomId(),
    query: '',
    regex: false,
    action: 'reorder',
    startsAt: '',
    endsAt: '',
    params: {
      url: '',
      query: '',
      categoryId: '',
      regionId: '',
      sortKey: '',
      sortBy: '',
      field: '',
      value: '',
      skip: '',
      limit: '',
      sortDest: '',
      orderIds: [],
      includeIds: [],
      excludeIds: [],
      excludeCategoryIds: [],
    },
  };
}

export function toFormRules(rules: readonly MerchandisingRule[]): RuleValues[] {
  return rules.map((rule) => {
    const base = emptyRule();
    const params = { ...base.params };
    for (const [key, value] of Object.entries(rule.params)) {
      if (value !== undefined) Object.assign(params, { [key]: value });
    }
    return {
      ...base,
      query: rule.query,
      regex: rule.regex,
      action: rule.action,
      startsAt: toLocalInput(rule.startsAt, 'start'),
      endsAt: toLocalInput(rule.endsAt, 'end'),
      params,
    };
  });
}

/** The wire rule: only the action's parameters that are filled in ('' and [] are absent). */
export function toWireRules(rules: readonly RuleValues[]): MerchandisingRule[] {
  return rules.map((rule) => {
    const params: Record<string, unknown> = {};
    for (const name of ACTION_PARAMS[rule.action]) {
      const value = rule.params[name];
      if (Array.isArray(value)) {
        if (value.length) params[name] = value;
      } else if (typeof value === 'number') params[name] = value;
      else if (value.trim() !== '') params[name] = (NUMBER_PARAMS as readonly string[]).includes(name) ? Number(value) : value.trim();
    }
    const dates = {
      ...(rule.startsAt.trim() ? { startsAt: toWireDate(rule.startsAt) } : {}),
      ...(rule.endsAt.trim() ? { endsAt: toWireDate(rule.endsAt) } : {}),
    };
    return { query: rule.query.trim(), regex: rule.regex, action: rule.action, params, ...dates } as MerchandisingRule;
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A saved date as a datetime-local value in the browser's time; a bare date starts at 00:00 or ends at 23:59. */
export function toLocalInput(value: string | null | undefined, side: 'start' | 'end'): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T${side === 'start' ? '00:00' : '23:59'}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO moment; anything unreadable is sent as typed so validation names it. */
function toWireDate(value: string): string {
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? value.trim() : date.toISOString();
}

/** Spec §5 through contracts' schema; its paths ('rules.1.params.url') are the form's and the server's 422 keys. */
export function validateMerchRules(values: MerchFormValues, locale: Locale) {
  // Issues of one id inside a list ('rules.0.params.orderIds.2') belong to the list's input.
  return zodErrors(merchandisingRulesBody, { rules: toWireRules(values.rules) }, locale, (path) =>
    path.replace(/^(rules\.\d+\.params\.\w+Ids)\.\d+$/, '$1'),
  );
}
