import { FormulaError, SettingsError, type SettingsIssue } from '../formula/errors';
import { type CompiledFormula, compileFormula } from '../formula/formula';

/** Project settings scriptScore (spec §9): a relevance formula per user segment, and one for everyone else. */
export interface ScriptScoreSettings {
  segments?: Array<{ name: string; formula: string }>;
  /** Formula for requests without a segment or with an unknown one. Default none (scores unchanged). */
  default?: string | null;
}

export interface CompiledScriptScore {
  /** The formula for a segment id (its own, else the default), or null when neither exists: pass it as `scoreFormula`. */
  forSegment(segmentId?: string | null): CompiledFormula | null;
  /** Segment names, as given. */
  readonly segments: readonly string[];
}

const segmentKey = (name: string) => name.trim().toLowerCase();

/** Compiles one formula into an issue list instead of throwing. */
export function formulaIssue(text: string, path: string, issues: SettingsIssue[]): CompiledFormula | null {
  try {
    return compileFormula(text);
  } catch (error) {
    const e = error as FormulaError;
    issues.push({ key: e instanceof FormulaError ? e.key : 'FORMULA_INVALID', path, message: e.message });
    return null;
  }
}

/**
 * Compiles every segment's formula once. Throws `SettingsError` listing all issues: a segment
 * without a name, a duplicate segment name (spec §5, compared trimmed and case-insensitively),
 * a formula that does not compile (its FormulaError key).
 */
export function compileScriptScore(settings: ScriptScoreSettings): CompiledScriptScore {
  const issues: SettingsIssue[] = [];
  const bySegment = new Map<string, CompiledFormula>();
  const names: string[] = [];
  (settings?.segments ?? []).forEach((segment, i) => {
    const name = typeof segment?.name === 'string' ? segment.name : '';
    if (segmentKey(name) === '') {
      issues.push({ key: 'SCRIPT_SCORE_SEGMENT_REQUIRED', path: `segments[${i}].name`, message: 'segment name is required' });
      return;
    }
    if (bySegment.has(segmentKey(name)) || names.some((seen) => segmentKey(seen) === segmentKey(name))) {
      issues.push({ key: 'SCRIPT_SCORE_DUPLICATE_SEGMENT', path: `segments[${i}].name`, message: `segment "${name}" is already defined` });
      return;
    }
    names.push(name);
    const formula = formulaIssue(segment.formula, `segments[${i}].formula`, issues);
    if (formula) bySegment.set(segmentKey(name), formula);
  });
  const text = settings?.default;
  const fallback = typeof text === 'string' && text.trim() !== '' ? formulaIssue(text, 'default', issues) : null;
  if (issues.length > 0) throw new SettingsError(issues);
  return {
    forSegment: (segmentId) => (segmentId != null ? bySegment.get(segmentKey(String(segmentId))) : undefined) ?? fallback,
    segments: names,
  };
}
