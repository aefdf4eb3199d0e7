import { cleanText } from './values';

// Descriptions arrive as HTML (in CDATA, entity-escaped, or raw). One small tokenizer turns them
// into plain text for search and into a whitelisted snippet for display; it never builds a DOM.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[|\]\]>|<\/?([a-zA-Z][a-zA-Z0-9:-]*)(?:\s[^>]*)?\/?>|<![^>]*>|<\?[^>]*>/g;
const SNIPPET_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li']);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const RAW_TEXT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  lrm: '',
  rlm: '',
  zwj: '',
  zwnj: '',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  bull: '•',
  middot: '·',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  para: '¶',
  sect: '§',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  check: '✓',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  prime: '′',
  Prime: '″',
  agrave: 'à',
  aacute: 'á',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  szlig: 'ß',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
};
// HTML still honours these few without the closing semicolon (seen as '&nbsp' in real feeds).
const LEGACY_NO_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}))(;?)/g;

/** Decodes HTML character references; unknown names stay as written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined, semi: string) => {
    if (name !== undefined) {
      const value = NAMED[name];
      if (value !== undefined && (semi === ';' || LEGACY_NO_SEMICOLON.has(name))) return value;
      // '&nbspc' is '&nbsp' + 'c' for HTML: only the legacy names may run into the following text.
      for (const legacy of LEGACY_NO_SEMICOLON) if (name.startsWith(legacy)) return `${NAMED[legacy]}${name.slice(legacy.length)}${semi}`;
      return whole;
    }
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    return String.fromCodePoint(code);
  });
}

/** Escapes text for an HTML text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

interface Rendered {
  text: string;
  snippet: string;
}

/** Renders description HTML into plain text and a safe snippet in one pass. */
export function renderDescription(html: string): Rendered {
  if (!/[<&]/.test(html)) {
    const text = cleanText(html);
    return { text, snippet: escapeHtml(text) };
  }
  if (!html.includes('<') && !html.includes(']]>')) {
    // Entities but no markup (the usual escaped description): what the loop below does, without the tokenizer.
    const decoded = decodeHtmlEntities(html);
    return { text: cleanText(decoded), snippet: cleanText(escapeHtml(decoded)) };
  }
  const text: string[] = [];
  const snippet: string[] = [];
  const pushText = (raw: string) => {
    if (raw === '') return;
    const decoded = decodeHtmlEntities(raw);
    text.push(decoded);
    snippet.push(escapeHtml(decoded));
  };
  TOKEN.lastIndex = 0;
  let last = 0;
  for (let m = TOKEN.exec(html); m !== null; m = TOKEN.exec(html)) {
    pushText(html.slice(last, m.index));
    last = TOKEN.lastIndex;
    const tagName = m[1]?.toLowerCase();
    if (tagName === undefined) continue; // comment, CDATA marker, doctype, processing instruction
    const closing = m[0].startsWith('</');
    if (!closing && RAW_TEXT_TAGS.has(tagName) && !m[0].endsWith('/>')) {
      const end = html.toLowerCase().indexOf(`</${tagName}`, last);
      const after = end < 0 ? html.length : html.indexOf('>', end);
      last = after < 0 ? html.length : after + 1;
      TOKEN.lastIndex = last;
      continue;
    }
    if (BLOCK_TAGS.has(tagName)) text.push(' ');
    if (SNIPPET_TAGS.has(tagName)) {
      if (tagName === 'br') snippet.push(closing ? '' : '<br>');
      else snippet.push(closing ? `</${tagName}>` : `<${tagName}>`);
    } else if (BLOCK_TAGS.has(tagName)) {
      snippet.push(' ');
    }
  }
  pushText(html.slice(last));
  return { text: cleanText(text.join('')), snippet: cleanText(snippet.join('')) };
}
