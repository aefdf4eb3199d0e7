import { type AutoSynonym, type Locale, mixesAlphabets, parseSynonymLines, translate } from '@vitrina/contracts';
import { transliterate } from '@vitrina/engine';
import type { Queryable } from '../../db/database';
import { pairsOf } from './lines';
import { allSynonyms, legacySynonymsText, rejectedPairs } from './store';

/** A zero-result search followed this soon by the same user's search that found something is a reformulation. */
const REFORMULATION_WINDOW = '2 minutes';
/** How far back the statistics are mined. */
const STATISTICS_DAYS = 90;
const MAX_SUGGESTIONS = 200;

/** Brands whose Russian spelling does not follow their letters. */
const KNOWN_SPELLINGS: Record<string, string> = {
  apple: 'эппл',
  xiaomi: 'сяоми',
  huawei: 'хуавей',
  nokia: 'нокия',
  nike: 'найк',
  iphone: 'айфон',
  ipad: 'айпад',
  lg: 'элджи',
  hp: 'эйчпи',
  jbl: 'джибиэль',
  tefal: 'тефаль',
  dyson: 'дайсон',
  hyundai: 'хендай',
  haier: 'хайер',
  hisense: 'хайсенс',
  google: 'гугл',
  microsoft: 'майкрософт',
  logitech: 'логитек',
  karcher: 'керхер',
  gorenje: 'горенье',
  whirlpool: 'вирпул',
  delonghi: 'делонги',
  playstation: 'плейстейшн',
  xbox: 'иксбокс',
  realme: 'реалми',
  honor: 'хонор',
  reebok: 'рибок',
  lenovo: 'леново',
};

const LATIN_DIGRAPHS: Array<[string, string]> = [
  ['sch', 'ш'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ts', 'ц'],
  ['ck', 'к'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['yo', 'ё'],
];
const LATIN_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  y: 'и',
  z: 'з',
};
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** One Latin word in Cyrillic letters, as a Russian speaker would type the brand ('samsung' → 'самсунг'). */
function latinWordToCyrillic(word: string): string {
  if (KNOWN_SPELLINGS[word]) return KNOWN_SPELLINGS[word];
  // A silent final 'e' after a consonant ('bosche' is rare, 'rolle' → 'ролл').
  const text = word.length > 3 && word.endsWith('e') && !VOWELS.has(word.at(-2) ?? '') ? word.slice(0, -1) : word;
  let out = '';
  for (let i = 0; i < text.length; ) {
    const digraph = LATIN_DIGRAPHS.find(([latin]) => text.startsWith(latin, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    const previous = text[i - 1] ?? '';
    if (char === 'e' && i === 0) out += 'э';
    else if (char === 'c' && 'eiy'.includes(next) && next) out += 'с';
    else if ((char === 'y' || char === 'i') && VOWELS.has(previous) && !VOWELS.has(next)) out += 'й';
    else out += LATIN_LETTERS[char] ?? char;
    i += 1;
  }
  return out;
}

const LATIN_NAME = /^[a-z][a-z0-9 '&.-]*$/;
const CYRILLIC_NAME = /^[а-яё][а-яё0-9 '&.-]*$/;

/** A vendor name written in the other alphabet, or null when it is neither plain Latin nor plain Cyrillic. */
export function transliterateVendor(name: string): string | null {
  const text = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (LATIN_NAME.test(text)) return text.replace(/[a-z]+/g, (word) => latinWordToCyrillic(word));
  // Cyrillic → Latin is the engine's own transliteration, the one search applies to queries.
  if (CYRILLIC_NAME.test(text)) return text.replace(/[а-яё]+/g, (word) => transliterate(word.replace(/ё/g, 'е')) ?? word);
  return null;
}

/** Initials of a vendor of several words ('Hewlett Packard' → 'hp'), or null. */
export function abbreviationOf(name: string): string | null {
  const words = name
    .toLowerCase()
    .split(/[\s&.-]+/)
    .filter((word) => /^\p{L}/u.test(word));
  if (words.length < 2 || words.length > 5) return null;
  return words.map((word) => word[0]).join('');
}

const pairKey = (a: string, b: string) => `${a.toLowerCase()}\u0000${b.toLowerCase()}`;

/**
 * Suggested synonyms of a project (GET /sources/{id}/synonyms): reformulations in the search
 * statistics, and from the catalog vendors in the other alphabet and abbreviations people search
 * for. Pairs already saved (either way round) and pairs the owner rejected are left out.
 */
export async function autoSynonyms(db: Queryable, sourceUuid: string, locale: Locale): Promise<AutoSynonym[]> {
  const known = new Set<string>();
  const remember = (a: string, b: string) => {
    known.add(pairKey(a, b));
    known.add(pairKey(b, a));
  };
  for (const [word, synonym] of pairsOf(await allSynonyms(db, sourceUuid))) remember(word, synonym);
  for (const { word, synonyms } of parseSynonymLines(await legacySynonymsText(db, sourceUuid)))
    for (const synonym of synonyms) remember(word, synonym);
  for (const { word, synonym } of await rejectedPairs(db, sourceUuid)) remember(word, synonym);

  const suggestions: AutoSynonym[] = [];
  const offer = (suggestion: AutoSynonym) => {
    const { word, synonym } = suggestion;
    if (!word || !synonym || word.toLowerCase() === synonym.toLowerCase()) return;
    if (mixesAlphabets(word) || mixesAlphabets(synonym) || /[,;"]|=>/.test(word + synonym)) return;
    if (word.length > 200 || synonym.length > 200 || known.has(pairKey(word, synonym))) return;
    remember(word, synonym);
    suggestions.push(suggestion);
  };

  const reformulations = await db.query<{ word: string; synonym: string; count: number | string }>(
    `select z.normalized as word, f.normalized as synonym, count(*) as count
     from search_events z
     join lateral (
       select n.normalized from search_events n
       where n.source_uuid = z.source_uuid and n.user_id = z.user_id and n.kind = 'search'
         and n.created_at > z.created_at and n.created_at <= z.created_at + interval '${REFORMULATION_WINDOW}'
         and n.hits > 0 and n.normalized <> z.normalized
       order by n.created_at limit 1
     ) f on true
     where z.source_uuid = $1 and z.kind = 'search' and z.hits = 0 and z.user_id is not null
       and z.created_at > now() - interval '${STATISTICS_DAYS} days'
     group by 1, 2 order by count(*) desc, 1, 2 limit ${MAX_SUGGESTIONS}`,
    [sourceUuid],
  );
  for (const row of reformulations) {
    const word = row.word.trim();
    const synonym = row.synonym.trim();
    const count = Number(row.count);
    offer({ word, synonym, source: 'statistics', count, reason: translate(locale, 'synonyms.reasonStatistics', [count, synonym]) });
  }

  const vendors = await db.query<{ vendor: string; count: number | string }>(
    `select trim(o.data->>'vendor') as vendor, count(*) as count
     from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
     where o.source_uuid = $1 and coalesce(trim(o.data->>'vendor'), '') <> ''
     group by 1 order by count(*) desc, 1 limit 500`,
    [sourceUuid],
  );
  for (const { vendor, count } of vendors) {
    const other = transliterateVendor(vendor);
    if (!other) continue;
    offer({
      word: vendor.toLowerCase(),
      synonym: other,
      source: 'catalog',
      count: Number(count),
      reason: translate(locale, 'synonyms.reasonTranslit', [vendor, Number(count)]),
    });
  }

  const abbreviations = new Map<string, string>();
  for (const { vendor } of vendors) {
    const short = abbreviationOf(vendor);
    if (short && short.length >= 2 && !abbreviations.has(short)) abbreviations.set(short, vendor);
  }
  if (abbreviations.size) {
    const searched = await db.query<{ normalized: string; count: number | string }>(
      `select normalized, count(*) as count from search_events
       where source_uuid = $1 and normalized = any($2::text[]) and created_at > now() - interval '${STATISTICS_DAYS} days'
       group by 1`,
      [sourceUuid, [...abbreviations.keys()]],
    );
    for (const { normalized, count } of searched) {
      const vendor = abbreviations.get(normalized);
      if (!vendor) continue;
      offer({
        word: normalized,
        synonym: vendor.toLowerCase(),
        source: 'catalog',
        count: Number(count),
        reason: translate(locale, 'synonyms.reasonAbbreviation', [vendor, Number(count)]),
      });
    }
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
