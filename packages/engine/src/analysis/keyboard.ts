// Wrong keyboard layout: the same keys on the Russian ЙЦУКЕН and the US QWERTY layouts.
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const enToRu = new Map<string, string>();
const ruToEn = new Map<string, string>();
for (let i = 0; i < EN.length; i++) {
  enToRu.set(EN[i] as string, RU[i] as string);
  ruToEn.set(RU[i] as string, EN[i] as string);
}

/**
 * The word as it would read typed in the other layout ('cvfhnajy' → 'смартфон', 'ыфьыгтп' → 'samsung'),
 * or null when it mixes scripts or has nothing to swap. Works on lower-case text.
 */
export function swapLayout(word: string): string | null {
  let out = '';
  let fromEn = 0;
  let fromRu = 0;
  for (const ch of word) {
    const ru = enToRu.get(ch);
    if (ru !== undefined && !(ch >= '0' && ch <= '9')) {
      out += ru;
      fromEn++;
      continue;
    }
    const en = ruToEn.get(ch);
    if (en !== undefined) {
      out += en;
      fromRu++;
      continue;
    }
    out += ch;
  }
  if ((fromEn > 0 && fromRu > 0) || fromEn + fromRu === 0) return null;
  return out;
}
