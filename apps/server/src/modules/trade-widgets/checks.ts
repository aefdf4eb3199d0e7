import { type TradeWidget, type TradeWidgetInput, tradeWidgetInputSchema } from '@vitrina/contracts';
import { compileFormula, FormulaError } from '@vitrina/engine';
import type { Queryable } from '../../db/database';
import { AppError, type FieldErrors } from '../../http/errors';
import { fallbackLinks } from './store';

/**
 * What the schema cannot see: the fallback names another widget of the same project and no chain
 * of fallbacks comes back to this widget; the relevance formula compiles. All problems at once.
 */
export async function checkWidget(db: Queryable, sourceUuid: string, widgetId: string | null, input: TradeWidgetInput) {
  const errors: FieldErrors = {};
  if (input.fallbackWidgetId !== null) {
    const links = await fallbackLinks(db, sourceUuid);
    if (input.fallbackWidgetId === widgetId || !links.has(input.fallbackWidgetId)) {
      errors.fallbackWidgetId = ['validation.widgetFallback'];
    } else if (widgetId !== null) {
      links.set(widgetId, input.fallbackWidgetId);
      let at: string | null | undefined = input.fallbackWidgetId;
      for (let steps = 0; at && steps <= links.size; steps++) {
        if (at === widgetId) {
          errors.fallbackWidgetId = ['validation.widgetFallbackCycle'];
          break;
        }
        at = links.get(at);
      }
    }
  }
  if (input.scriptScore) {
    try {
      compileFormula(input.scriptScore);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      errors.scriptScore = [`validation.formulaInvalid|${error.position + 1}`];
    }
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', [], errors);
}

/**
 * A stored widget with a patch applied: fields (its own free-form ones too) replaced, style merged field
 * by field, defaults kept out.
 */
export function mergeWidget(current: TradeWidget, patch: Partial<TradeWidgetInput>, sentKeys: readonly string[]): TradeWidgetInput {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = current;
  const next: Record<string, unknown> = { ...stored };
  for (const key of sentKeys) {
    if (key === 'style') next.style = { ...current.style, ...patch.style };
    else if (key in patch) next[key] = patch[key as keyof TradeWidgetInput];
  }
  // The merge may grow the widget's own fields past their size: a 422 like the schema's, not a crash.
  const merged = tradeWidgetInputSchema.safeParse(next);
  if (merged.success) return merged.data;
  const errors: FieldErrors = {};
  for (const issue of merged.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError('VALIDATION', [], errors);
}
