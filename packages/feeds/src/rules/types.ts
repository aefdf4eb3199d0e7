/**
 * The executable model of indexing rules. The wire schema (with validation messages) lives in
 * @vitrina/contracts; what it accepts is assignable to these types.
 */
export type RuleCondition =
  | { op: 'equals' | 'notEquals' | 'contains' | 'notContains' | 'regex'; field: string; value: string }
  | { op: 'exists' | 'empty'; field: string }
  | { op: 'range'; field: string; from?: number | null | undefined; to?: number | null | undefined };

export type RuleAction =
  | { type: 'set'; field: string; value: string }
  | { type: 'setParam'; name: string; value: string }
  | { type: 'replace'; field: string; pattern: string; replacement: string }
  | { type: 'template'; field: string; template: string }
  | { type: 'remove' };

export interface IndexingRule {
  name: string;
  enabled: boolean;
  match: 'all' | 'any';
  conditions: RuleCondition[];
  actions: RuleAction[];
}

export interface RuleContext {
  /** Name of a category of the same feed, for the category_name field. */
  categoryName(categoryId: string): string | null;
}
