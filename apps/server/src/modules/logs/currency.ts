/** Codes feeds still write for a currency that has another ISO 4217 code now (YML's rouble is RUR). */
const ALIASES: Readonly<Record<string, string>> = { RUR: 'RUB' };

/** A feed's currency id as an ISO 4217 code the console can format with, or null for anything else. */
export function normalizeCurrency(id: string): string | null {
  const code = id.trim().toUpperCase();
  const iso = ALIASES[code] ?? code;
  return /^[A-Z]{3}$/.test(iso) ? iso : null;
}
