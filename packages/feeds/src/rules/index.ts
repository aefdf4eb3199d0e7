export { type CompiledRules, compileRules } from './apply-rules';
export type { IndexingRule, RuleAction, RuleCondition, RuleContext } from './types';
