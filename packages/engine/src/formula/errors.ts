/** Why a formula was refused. Keys are stable (the console translates them); `position` is the 0-based character offset. */
export type FormulaErrorKey =
  | 'FORMULA_NOT_TEXT'
  | 'FORMULA_EMPTY'
  | 'FORMULA_TOO_LONG'
  | 'FORMULA_TOO_DEEP'
  | 'FORMULA_BAD_CHARACTER'
  | 'FORMULA_BAD_NUMBER'
  | 'FORMULA_UNTERMINATED_STRING'
  | 'FORMULA_UNEXPECTED_TOKEN'
  | 'FORMULA_UNEXPECTED_END'
  | 'FORMULA_UNKNOWN_VARIABLE'
  | 'FORMULA_UNKNOWN_FUNCTION'
  | 'FORMULA_ARITY'
  | 'FORMULA_TEXT_OPERAND';

/** The only error `compileFormula` throws. */
export class FormulaError extends Error {
  readonly key: FormulaErrorKey;
  readonly position: number;
  constructor(key: FormulaErrorKey, position: number, detail = '') {
    super(`${key} at ${position}${detail ? `: ${detail}` : ''}`);
    this.name = 'FormulaError';
    this.key = key;
    this.position = position;
  }
}

/** One problem found in settings (scriptScore, ranking constructor, merchandising rules), with where it is. */
export interface SettingsIssue {
  key: string;
  /** Where in the settings, e.g. `segments[1].name` or `[0].params.url`. */
  path: string;
  message: string;
}

/** Thrown by the settings compilers (`compileScriptScore`, `compileRankingConstructor`, `compileMerchandising`) with every issue found. */
export class SettingsError extends Error {
  readonly issues: SettingsIssue[];
  constructor(issues: SettingsIssue[]) {
    super(issues.map((issue) => `${issue.key} at ${issue.path || '(root)'}: ${issue.message}`).join('; '));
    this.name = 'SettingsError';
    this.issues = issues;
  }
}
