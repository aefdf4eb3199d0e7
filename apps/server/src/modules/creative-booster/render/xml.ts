import { SaxesParser } from 'saxes';
import { CreativeRenderError } from './types';

export interface XmlElement {
  type: 'element';
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export interface XmlText {
  type: 'text';
  text: string;
}
export type XmlNode = XmlElement | XmlText;

// Deep nesting would overflow the recursive walkers; real templates stay far below these.
const MAX_DEPTH = 256;
const MAX_ELEMENTS = 50_000;

const invalid = (reason: string, extra?: Record<string, unknown>) => new CreativeRenderError('CREATIVE_SVG_INVALID', { reason, ...extra });

/**
 * Parses XML into a small tree. A DOCTYPE is refused outright: it is the only way to declare
 * entities (external ones, or the nested expansions of a "billion laughs"), and SVG needs none.
 * saxes itself knows only the five predefined entities and character references.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  parser.on('doctype', () => fail(invalid('doctype')));
  parser.on('error', (error) => fail(invalid('xml', { message: error.message })));
  parser.on('opentag', (tag) => {
    if (failure) return;
    count += 1;
    if (count > MAX_ELEMENTS) return fail(invalid('too_many_elements', { max: MAX_ELEMENTS }));
    if (stack.length >= MAX_DEPTH) return fail(invalid('too_deep', { max: MAX_DEPTH }));
    const element: XmlElement = { type: 'element', name: tag.name, attrs: { ...(tag.attributes as Record<string, string>) }, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (text: string) => {
    const parent = stack.at(-1);
    if (!parent || failure) return;
    const last = parent.children.at(-1);
    if (last?.type === 'text') last.text += text;
    else parent.children.push({ type: 'text', text });
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(text).close();
  } catch (error) {
    fail(invalid('xml', { message: error instanceof Error ? error.message : String(error) }));
  }
  if (failure) throw failure;
  if (!root) throw invalid('empty');
  return root;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');

export function serializeXml(node: XmlNode): string {
  if (node.type === 'text') return escapeText(node.text);
  let out = `<${node.name}`;
  for (const [name, value] of Object.entries(node.attrs)) out += ` ${name}="${escapeAttr(value)}"`;
  if (node.children.length === 0) return `${out}/>`;
  out += '>';
  for (const child of node.children) out += serializeXml(child);
  return `${out}</${node.name}>`;
}

/** Local name without a namespace prefix ('svg:rect' → 'rect'). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function* walkElements(element: XmlElement): Generator<XmlElement> {
  yield element;
  for (const child of element.children) if (child.type === 'element') yield* walkElements(child);
}

export const textContent = (element: XmlElement): string =>
  element.children.map((child) => (child.type === 'text' ? child.text : textContent(child))).join('');
