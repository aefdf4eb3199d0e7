// Transliteration between Russian and Latin spelling of brand names and loan words (samsung ↔ самсунг).
const RU_TO_LAT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
// Longest first: digraphs before single letters.
const LAT_TO_RU: Array<[string, string]> = [
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['ph', 'ф'],
  ['ck', 'к'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'и'],
  ['z', 'з'],
];

const CYRILLIC = /[а-я]/;
const LATIN = /[a-z]/;

/** The word in the other script, or null when it mixes scripts or has no letters to convert. Lower-case input. */
export function transliterate(word: string): string | null {
  const cyr = CYRILLIC.test(word);
  const lat = LATIN.test(word);
  if (cyr === lat) return null;
  if (cyr) {
    let out = '';
    for (const ch of word) out += RU_TO_LAT[ch] ?? ch;
    return out;
  }
  let out = '';
  for (let i = 0; i < word.length; ) {
    const pair = LAT_TO_RU.find(([lat]) => word.startsWith(lat, i));
    if (pair) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += word[i];
      i++;
    }
  }
  return out;
}
