import { DEFAULT_THEME, getContrastColor, getPrimaryShade, type MantineColorsTuple, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string | undefined> = cssVariablesResolver(merged).light;
const colors = Object.entries(merged.colors) as [string, MantineColorsTuple][];
const { white, black } = merged;
const pageGray = merged.colors.gray[0];
/** WCAG 2.1 AA for body text. */
const AA = 4.5;

describe('the console theme', () => {
  it('darkens a colour only as much as it needs to read on a background', () => {
    expect(readableOn('#2b8a3e', '#d3f9d8')).not.toBe('#2b8a3e');
    expect(contrastRatio(readableOn('#2b8a3e', '#d3f9d8'), '#d3f9d8')).toBeGreaterThanOrEqual(AA);
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });

  it('gives dimmed text and error messages AA contrast on white and on the pages’ gray', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error']) {
      const color = light[name] ?? '';
      expect(contrastRatio(color, white), name).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(color, pageGray), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(colors)('gives %s text of light badges and alerts AA contrast on their tint', (name, shades) => {
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`] ?? '', shades[1])).toBeGreaterThanOrEqual(AA);
  });

  it.each(colors)('gives %s text and outline buttons AA contrast on white and gray rows', (name) => {
    for (const variable of [`--mantine-color-${name}-text`, `--mantine-color-${name}-outline`]) {
      expect(contrastRatio(light[variable] ?? '', white), variable).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(light[variable] ?? '', pageGray), variable).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(colors)('puts black or white text on filled %s, whichever reads at AA', (name, shades) => {
    const filled = shades[getPrimaryShade(merged, 'light')];
    const text = getContrastColor({ color: name, theme: merged, autoContrast: true }) === 'var(--mantine-color-white)' ? white : black;
    expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps white text on the primary blue of buttons, tabs and links', () => {
    const blue = merged.colors.blue[getPrimaryShade(merged, 'light')];
    expect(getContrastColor({ color: 'blue', theme: merged, autoContrast: true })).toBe('var(--mantine-color-white)');
    expect(contrastRatio(white, blue)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(blue, pageGray)).toBeGreaterThanOrEqual(AA);
  });
});
