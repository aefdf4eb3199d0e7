// saxes reads an unterminated `&` (a bare ampersand in "Cactus&Basil") as the start of an entity
// name and keeps consuming until the next `;`, possibly to the end of the document: the error
// comes late, with a useless position, after buffering everything. This pre-pass finds bare `&`
// in markup and text (not inside CDATA or comments) before saxes sees them: strict mode stops
// there, lenient mode (ignoreXmlErrors) escapes them to `&amp;`, which keeps the offer readable.
const REFERENCE = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_:][A-Za-z0-9_.:\u00b7-]*);/y;
const MAYBE_REFERENCE = /^&(?:#x?[0-9a-fA-F]*|[A-Za-z_:][A-Za-z0-9_.:\u00b7-]*)?$/;
const LONGEST_REFERENCE = 64;

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
    const s = this.pending + chunk;
    this.pending = '';
    const out: string[] = [];
    let i = 0;
    let amp = s.indexOf('&');
    let bang = s.indexOf('<!');
    while (i < s.length) {
      if (this.mode !== 'text') {
        const closer = this.mode === 'cdata' ? ']]>' : '-->';
        const end = s.indexOf(closer, i);
        if (end < 0) {
          const keep = final ? s.length : Math.max(i, s.length - 2);
          out.push(s.slice(i, keep));
          this.pending = s.slice(keep);
          break;
        }
        out.push(s.slice(i, end + 3));
        i = end + 3;
        this.mode = 'text';
        if (amp >= 0 && amp < i) amp = s.indexOf('&', i);
        if (bang >= 0 && bang < i) bang = s.indexOf('<!', i);
        continue;
      }
      if (amp < 0 && bang < 0) {
        out.push(s.slice(i));
        break;
      }
      if (bang >= 0 && (amp < 0 || bang < amp)) {
        const rest = s.slice(bang, bang + 9);
        if (rest === '<![CDATA[' || rest.startsWith('<!--')) {
          const open = rest === '<![CDATA[' ? 9 : 4;
          out.push(s.slice(i, bang + open));
          i = bang + open;
          this.mode = open === 9 ? 'cdata' : 'comment';
        } else if (!final && rest.length < 9 && ('<![CDATA['.startsWith(rest) || '<!--'.startsWith(rest))) {
          out.push(s.slice(i, bang));
          this.pending = s.slice(bang);
          break;
        } else {
          out.push(s.slice(i, bang + 2));
          i = bang + 2;
        }
        bang = s.indexOf('<!', i);
        if (amp >= 0 && amp < i) amp = s.indexOf('&', i);
        continue;
      }
      REFERENCE.lastIndex = amp;
      if (REFERENCE.test(s)) {
        out.push(s.slice(i, REFERENCE.lastIndex));
        i = REFERENCE.lastIndex;
      } else {
        const tail = s.slice(amp);
        if (!final && tail.length < LONGEST_REFERENCE && MAYBE_REFERENCE.test(tail)) {
          out.push(s.slice(i, amp));
          this.pending = tail;
          break;
        }
        out.push(s.slice(i, amp));
        if (!this.escapeBare) return { text: out.join(''), bareAmpersand: true };
        out.push('&amp;');
        i = amp + 1;
      }
      amp = s.indexOf('&', i);
      if (bang >= 0 && bang < i) bang = s.indexOf('<!', i);
    }
    return { text: out.join(''), bareAmpersand: false };
  }
}
