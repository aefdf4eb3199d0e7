import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultCssVariablesResolver,
  Input,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/** WCAG 2.1 AA asks 4.5:1 for body text; a little above it, so rounding never drops a colour under. */
export const TEXT_CONTRAST = 4.6;
/** The luminance where black and white text contrast equally with a background (WCAG's formula). */
const CONTRAST_CROSSOVER = 0.179;
const PAGE_GRAY = DEFAULT_THEME.colors.gray[0];

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` itself when it reads on `background`, else the lightest darker shade of it that does. */
export function readableOn(color: string, background: string, ratio = TEXT_CONTRAST): string {
  let shade = color;
  for (let step = 1; contrastRatio(shade, background) < ratio && step <= 20; step += 1) shade = darken(color, step * 0.05);
  return shade;
}

/**
 * Mantine's text shades of its brighter hues (green, orange, teal, yellow…) and its dimmed gray read
 * at 2–4:1; each is darkened just enough to reach AA, so the console keeps its colours.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const base = defaultCssVariablesResolver(theme);
  const light: Record<string, string> = {
    ...base.light,
    // Captions and hints: gray.6 is 3.3:1 on white, 3.15:1 on the auth pages' gray.
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], PAGE_GRAY),
    '--mantine-color-error': readableOn(theme.colors.red[6], PAGE_GRAY),
  };
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    // Light badges and alerts: the 9th shade on the 1st (green 3.8:1, orange 3.6:1, yellow 2.7:1).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    // `c="red"` text and outline buttons use the filled shade, on white or gray rows.
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], PAGE_GRAY);
    light[`--mantine-color-${name}-outline`] = readableOn(shades[8], PAGE_GRAY);
  }
  return { ...base, light };
};

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 is 3.6:1; on blue.8 5:1 — buttons, active tabs and links use the darker blue.
  primaryShade: { light: 8, dark: 8 },
  // Filled colours too bright for white text (green, orange, yellow, teal) get black text instead.
  autoContrast: true,
  luminanceThreshold: CONTRAST_CROSSOVER,
  defaultRadius: 'md',
  components: {
    // Mantine marks a focused field by its border colour alone; keyboard users get the ring buttons have.
    Input: Input.extend({ classNames: { input: classes.input } }),
  },
});
