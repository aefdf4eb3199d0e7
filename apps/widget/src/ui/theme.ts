import type { SearchWidgetSettings } from '@vitrina/contracts';

/** Theme colours and fonts of §3 as CSS variables (--l-ss-c-primary …) on the widget's root. */
export function themeVariables(s: SearchWidgetSettings): Record<string, string> {
  const vars: Record<string, string> = {
    '--l-ss-c-primary': s.colors.primary,
    '--l-ss-c-secondary': s.colors.secondary,
    '--l-ss-c-bg': s.colors.background,
    '--l-ss-c-text': s.colors.textPrimary,
    '--l-ss-c-text-secondary': s.colors.textSecondary,
    '--l-ss-c-font': s.fonts.primary,
    '--l-ss-c-font-secondary': s.fonts.secondary,
    '--l-ss-c-columns': String(s.columns),
    '--l-ss-c-gap': `${s.gap}px`,
  };
  // A value that could close the declaration is dropped rather than injected.
  for (const [k, v] of Object.entries(vars)) if (!v || /[;{}<>]/.test(v)) delete vars[k];
  return vars;
}
