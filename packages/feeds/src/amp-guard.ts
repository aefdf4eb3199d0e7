// saxes reads an unterminated `&` (a bare ampersand in "Cactus&Basil") as the start of an entity
// name and keeps consuming until the next `;`, possibly to the end of the document: the error
// comes late, with a useless position, after buffering everything. This pre-pass finds bare `&`
// in markup and text (not inside CDATA or comments) before saxes sees them: strict mode stops
// there, lenient mode (ignoreXmlErrors) escapes them to `&amp;`, which keeps the offer readable.
const REFERENCE = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_:][A-Za-z0-9_.:\u00b7-]*);/y;
const MAYBE_REFERENCE = /^&(?:#x?[0-9a-fA-F]*|[A-Za-z_:][A-Za-z0-9_.:\u00b7-]*)?$/;
const LONGEST_REFERENCE = 64;

/** s.indexOf('<!', from), but searching for the rare '!' rather than '<', which starts every tag. */
function indexOfBang(s: string, from: number): number {
  let at = s.indexOf('!', from + 1);
  while (at >= 0 && s.charCodeAt(at - 1) !== 0x3c) at = s.indexOf('!', at + 1);
  return at < 0 ? -1 : at - 1;
}

type Mode = 'text' | 'cdata' | 'comment';

export interface GuardResult {
  /** Text safe to hand to the XML parser. */
  text: string;
  /** True when a bare `&` was found (strict mode): `text` ends right before it. */
  bareAmpersand: boolean;
}

export class AmpersandGuard {
  private pending = '';
  private mode: Mode = 'text';

  constructor(private readonly escapeBare: boolean) {}

  /** Processes the next piece of text; `final` flushes what was held back. */
  push(chunk: string, final = false): GuardResult {
    const s = this.pending === '' ? chunk : this.pending + chunk;
    this.pending = '';
    // The output is s as it is, but for the tail held back in `pending` and each bare `&` escaped
    // (lenient mode): `escaped` holds the output up to `from`, so nothing is copied in a clean feed.
    let escaped = '';
    let from = 0;
    let end = s.length;
    let i = 0;
    let amp = s.indexOf('&');
    let bang = indexOfBang(s, 0);
    while (i < s.length) {
      if (this.mode !== 'text') {
        const closer = s.indexOf(this.mode === 'cdata' ? ']]>' : '-->', i);
        if (closer < 0) {
          const keep = final ? s.length : Math.max(i, s.length - 2);
          this.pending = s.slice(keep);
          end = keep;
          break;
        }
        i = closer + 3;
        this.mode = 'text';
        if (amp >= 0 && amp < i) amp = s.indexOf('&', i);
        if (bang >= 0 && bang < i) bang = indexOfBang(s, i);
        continue;
      }
      if (amp < 0 && bang < 0) break;
      if (bang >= 0 && (amp < 0 || bang < amp)) {
        const rest = s.slice(bang, bang + 9);
        if (rest === '<![CDATA[' || rest.startsWith('<!--')) {
          const open = rest === '<![CDATA[' ? 9 : 4;
          i = bang + open;
          this.mode = open === 9 ? 'cdata' : 'comment';
        } else if (!final && rest.length < 9 && ('<![CDATA['.startsWith(rest) || '<!--'.startsWith(rest))) {
          this.pending = s.slice(bang);
          end = bang;
          break;
        } else {
          i = bang + 2;
        }
        bang = indexOfBang(s, i);
        if (amp >= 0 && amp < i) amp = s.indexOf('&', i);
        continue;
      }
      REFERENCE.lastIndex = amp;
      if (REFERENCE.test(s)) {
        i = REFERENCE.lastIndex;
      } else {
        const tail = s.slice(amp);
        if (!final && tail.length < LONGEST_REFERENCE && MAYBE_REFERENCE.test(tail)) {
          this.pending = tail;
          end = amp;
          break;
        }
        if (!this.escapeBare) return { text: escaped + s.slice(from, amp), bareAmpersand: true };
        escaped += `${s.slice(from, amp)}&amp;`;
        from = amp + 1;
        i = amp + 1;
      }
      amp = s.indexOf('&', i);
      if (bang >= 0 && bang < i) bang = indexOfBang(s, i);
    }
    const rest = from === 0 && end === s.length ? s : s.slice(from, end);
    return { text: escaped === '' ? rest : escaped + rest, bareAmpersand: false };
  }
}
