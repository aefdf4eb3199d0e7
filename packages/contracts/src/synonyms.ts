import { z } from 'zod';
import { optionalText, requiredText } from './validators';

/**
 * Synonyms (spec §3): an original word with its synonyms, in named groups with one default group
 * per project. Two-way entries make the words equivalent, one-way ones expand the word only,
 * stemming exceptions are words the stemmer must leave alone, parameter synonyms are param values
 * that mean the same ('черный' and 'black'). Validated as spec §5 says: letters of different
 * alphabets in one word are rejected, a group name is unique in its project.
 */
export const SYNONYM_KINDS = ['twoWay', 'oneWay', 'stemException', 'param'] as const;
export type SynonymKind = (typeof SYNONYM_KINDS)[number];

export const SYNONYM_TERM_MAX = 200;
export const SYNONYMS_PER_ENTRY_MAX = 100;
export const SYNONYM_ENTRIES_MAX = 1000;
export const SYNONYM_GROUP_NAME_MAX = 100;
export const SYNONYM_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const SYNONYMS_PAGE_SIZE = 50;

const REQUIRED = 'validation.required';

const SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Georgian}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hebrew}/u,
];

/** True when one word of the text mixes letters of different alphabets ('sамsung'); 'samsung самсунг' is fine. */
export function mixesAlphabets(text: string): boolean {
  for (const token of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!token) continue;
    let scripts = 0;
    for (const script of SCRIPTS) if (script.test(token)) scripts += 1;
    if (scripts > 1) return true;
  }
  return false;
}

/** Characters that separate words in synonym lines and CSV files, so they cannot be inside one. */
export function hasSynonymSeparator(text: string): boolean {
  return /[,;"\r\n\t]|=>/.test(text);
}

/** Whether the engine makes a word of a phrase: a letter, mark or digit (it may still drop it as an ignored word). */
const hasWordCharacter = (phrase: string) => /[\p{L}\p{M}\p{N}]/u.test(phrase);

/**
 * Synonym rules the engine builds from lines, counted as the engine's parser counts them (spec §3):
 * 'a,b,c' is one rule per word (3), 'a,b=>c,d' one per word on the left (2), a line of one word,
 * a blank line or a '#' comment none. A phrase counts when it holds a letter or digit; the engine may
 * drop one more (an ignored word), so this never counts fewer rules than the engine keeps.
 */
export function countSynonymRules(lines: string | readonly string[]): number {
  const all = typeof lines === 'string' ? lines.split(/\r?\n/) : lines.flatMap((line) => line.split(/\r?\n/));
  let rules = 0;
  for (const line of all) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const arrow = trimmed.indexOf('=>');
    if (arrow >= 0) {
      const left = trimmed.slice(0, arrow).split(',');
      const right = trimmed.slice(arrow + 2).split(',');
      if (right.some(hasWordCharacter)) rules += left.filter(hasWordCharacter).length;
      continue;
    }
    const group = trimmed.split(',').filter(hasWordCharacter).length;
    if (group > 1) rules += group;
  }
  return rules;
}

/** One word or phrase of a synonym entry: trimmed, inner spaces collapsed. */
export const synonymTermSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(SYNONYM_TERM_MAX, `validation.max|${SYNONYM_TERM_MAX}`)
  .refine((text) => !hasSynonymSeparator(text), 'validation.synonymChars')
  .refine((text) => !mixesAlphabets(text), 'validation.mixedAlphabets')
  .transform((text) => text.replace(/\s+/g, ' '));

const kindSchema = z.enum(SYNONYM_KINDS, { error: `validation.oneOf|${SYNONYM_KINDS.join(', ')}` });
const idSchema = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'validation.invalid');
const synonymListSchema = z.array(synonymTermSchema).max(SYNONYMS_PER_ENTRY_MAX, `validation.tooMany|${SYNONYMS_PER_ENTRY_MAX}`);

/** Every kind but a stemming exception needs at least one synonym. */
export function needsSynonyms(kind: SynonymKind): boolean {
  return kind !== 'stemException';
}

export const synonymEntrySchema = z
  .strictObject({
    kind: kindSchema.default('twoWay'),
    word: synonymTermSchema,
    synonyms: synonymListSchema.default([]),
    /** The group; the project's default group when omitted. */
    groupId: idSchema.nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    if (needsSynonyms(entry.kind) && entry.synonyms.length === 0)
      ctx.addIssue({ code: 'custom', path: ['synonyms'], message: 'validation.synonymRequired' });
  });
export type SynonymEntryInput = z.input<typeof synonymEntrySchema>;

/** POST /v2/sources/{id}/synonyms: entries added at once; an existing word of the same kind gets the new synonyms. */
export const addSynonymsBody = z.strictObject({
  entries: z.array(synonymEntrySchema).min(1, REQUIRED).max(SYNONYM_ENTRIES_MAX, `validation.tooMany|${SYNONYM_ENTRIES_MAX}`),
});

/** PATCH /v2/sources/{id}/synonyms/{synonymId}: the fields given replace the saved ones. */
export const patchSynonymBody = z.strictObject({
  kind: kindSchema.optional(),
  word: synonymTermSchema.optional(),
  synonyms: synonymListSchema.optional(),
  groupId: idSchema.nullable().optional(),
});

const idList = z.array(idSchema).min(1, REQUIRED).max(10_000, 'validation.tooMany|10000');

/** DELETE /v2/sources/{id}/synonyms (bulk). */
export const deleteSynonymsBody = z.strictObject({ ids: idList });

/** POST /v2/sources/{id}/synonyms/move: the entries into another group. */
export const moveSynonymsBody = z.strictObject({ ids: idList, groupId: idSchema });

export const listSynonymsQuery = z.object({
  query: z.string().max(SYNONYM_TERM_MAX, `validation.max|${SYNONYM_TERM_MAX}`).optional(),
  groupId: z.string().max(100).optional(),
  kind: kindSchema.optional(),
  page: z.coerce.number().int().min(1, 'validation.invalid').max(1_000_000, 'validation.invalid').default(1),
  limit: z.coerce.number().int().min(1, 'validation.invalid').max(500, 'validation.invalid').default(SYNONYMS_PAGE_SIZE),
});

export const synonymGroupBody = z.strictObject({
  name: requiredText(SYNONYM_GROUP_NAME_MAX),
  description: optionalText(1000).default(''),
});

export const patchSynonymGroupBody = z.strictObject({
  name: requiredText(SYNONYM_GROUP_NAME_MAX).optional(),
  description: optionalText(1000).optional(),
});

/** POST /sources/upload/synonyms/from/csv?sourceId=…: the file itself is the request body. */
export const synonymCsvQuery = z.object({
  sourceId: z.string({ error: REQUIRED }).max(100, 'validation.invalid'),
  groupId: z.string().max(100).optional(),
});

/** POST /sources/{id}/synonyms/auto: the owner accepts or rejects a suggestion. */
export const autoSynonymDecisionBody = z.strictObject({
  word: synonymTermSchema,
  synonym: synonymTermSchema,
  accept: z.boolean({ error: REQUIRED }),
});

export interface SynonymEntry {
  id: string;
  kind: SynonymKind;
  word: string;
  synonyms: string[];
  groupId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface SynonymGroup {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
  synonymsCount: number;
  createdAt: number;
}

/** A suggested pair (GET /sources/{id}/synonyms): from search statistics or from the catalog. */
export interface AutoSynonym {
  word: string;
  synonym: string;
  source: 'statistics' | 'catalog';
  /** Why it is suggested, in the language of the request. */
  reason: string;
  /** How often the evidence was seen: reformulations, products of the vendor or searches. */
  count: number;
}

export interface SynonymCsvReport {
  /** Lines that saved at least one new synonym. */
  added: number;
  /** Good lines with nothing new (already saved, or repeated in the file). */
  skipped: number;
  /** All lines that could not be read. */
  errorCount: number;
  /** The first 1000 of them, numbered from 1, with the message in the language of the request. */
  errors: Array<{ line: number; text: string; message: string }>;
}
