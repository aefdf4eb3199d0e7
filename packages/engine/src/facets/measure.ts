/**
 * A param value read as a measure: a number, a comma or a dot before its decimals, and an optional
 * unit after it ('55 см', '1.5 kg', '2,5 л', '100 W', '12'). The server runs the same pattern in
 * SQL for the console's filter list, so a value is a measure there exactly when it is one here:
 * it is kept to what JavaScript and PostgreSQL regular expressions read alike.
 * Group 1 is the number, group 2 the unit (no digits, at most 16 characters, e.g. 'см', '°C', 'м²', '%').
 */
export const MEASURE_PATTERN = '^(-?[0-9]+(?:[.,][0-9]+)?)[ \u00a0]*([^0-9 \u00a0.,+-][^0-9]{0,15})?$';

const MEASURE = new RegExp(MEASURE_PATTERN);

export interface Measure {
  value: number;
  /** Normalized (see unitKey); '' for a bare number. */
  unit: string;
}

/** A unit as compared: lower case, without a closing dot ('См.' and 'см' are one unit). */
export function unitKey(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.$/, '');
}

/** The value as a number with its unit, or null when it does not read as one ('42-44', 'XL', '3x4'). */
export function readMeasure(value: string): Measure | null {
  const match = MEASURE.exec(value.trim());
  if (!match) return null;
  return { value: Number((match[1] as string).replace(',', '.')), unit: unitKey(match[2] ?? '') };
}
