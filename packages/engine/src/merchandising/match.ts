/** Longest query a rule is tested against (longer queries are cut), so a regex never sees huge input. */
export const MAX_RULE_QUERY_CHARS = 200;
/** Longest regex pattern accepted. */
export const MAX_PATTERN_CHARS = 500;

/** Query as rules compare it: lower-cased, ё → е, whitespace collapsed and trimmed, at most MAX_RULE_QUERY_CHARS. */
export function normalizeRuleQuery(query: string): string {
  return String(query ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_RULE_QUERY_CHARS);
}

/**
 * Why a pattern is refused, or null when it is safe to run: too long, not a valid 'iu' regex,
 * back-references, or a quantified group that itself holds a quantifier or an alternation
 * (`(a+)+`, `(a|a)*`: the shapes that backtrack exponentially).
 */
export function unsafePattern(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN_CHARS) return `longer than ${MAX_PATTERN_CHARS} characters`;
  try {
    new RegExp(pattern, 'iu');
  } catch (error) {
    return (error as Error).message;
  }
  // Per open group: does it hold a quantifier or an alternation? A group that does may not repeat (*, +, {n,}).
  const stack: boolean[] = [];
  let inClass = false;
  let lastClosedRisky = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    const repeat = ch === '*' || ch === '+' || (ch === '{' && /^\{\d+,/.test(pattern.slice(i)));
    const quantifier = repeat || ch === '?' || (ch === '{' && /^\{\d+\}/.test(pattern.slice(i)));
    if (repeat && lastClosedRisky && !inClass) return 'nested quantifier';
    lastClosedRisky = false;
    if (ch === '\\') {
      if (!inClass && /[1-9k]/.test(pattern[i + 1] ?? '')) return 'back-reference';
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') inClass = true;
    else if (ch === '(') {
      stack.push(false);
      // Skip the group's kind: (?: (?= (?! (?<= (?<! (?<name>
      const kind = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(pattern.slice(i + 1));
      if (kind) i += kind[0].length;
    } else if (ch === ')') {
      lastClosedRisky = stack.pop() === true;
      if (lastClosedRisky && stack.length > 0) stack[stack.length - 1] = true;
    } else if ((quantifier || ch === '|') && stack.length > 0) stack[stack.length - 1] = true;
  }
  return null;
}
