import type { IndexingRule } from '@vitrina/contracts';
import { type CompiledRules, compileRules } from '@vitrina/feeds';
import { AppError } from '../../http/errors';

/** Compiles saved rules, turning a template that cannot compile into a 422 on its field. */
export function compileOrReject(rules: readonly IndexingRule[]): CompiledRules {
  rules.forEach((rule, r) => {
    rule.actions.forEach((action, a) => {
      if (action.type !== 'template') return;
      try {
        compileRules([{ ...rule, enabled: true, conditions: [], actions: [action] }]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new AppError('VALIDATION', [], {
          [`rules.${r}.actions.${a}.template`]: [`validation.template|${reason.replaceAll('|', '/')}`],
        });
      }
    });
  });
  return compileRules(rules);
}
