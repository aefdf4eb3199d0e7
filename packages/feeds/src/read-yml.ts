import type { SaxesTagPlain } from 'saxes';
import { SaxesParser } from 'saxes';
import { AmpersandGuard } from './amp-guard';
import { decodeText, readAbortable } from './decode';
import type { FeedErrorCode } from './errors';
import { FeedError, feedError } from './errors';
import type { FeedCategory, FeedItem, FeedShop, ReadOptions } from './types';
import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_ERRORS } from './types';
import { textOrNull } from './values';
import type { OfferDraft } from './yml-offer';
import { addField, buildOffer, isHtmlChild } from './yml-offer';

// Element names are compared with === rather than looked up in Sets: saxes hands over a new
// string for every tag, and hashing each one costs more than a few length-checked comparisons.
const isRoot = (name: string) => name === 'yml_catalog' || name === 'price';
const isOfferList = (name: string) => name === 'offers' || name === 'items';
const isOfferTag = (name: string) => name === 'offer' || name === 'item';
const isShopSection = (name: string) => name === 'categories' || name === 'catalog' || name === 'brands' || isOfferList(name);
// Text is handed to saxes in slices so one huge chunk never fills the queue with a whole catalogue.
const SLICE = 64 * 1024;

function lowerKeys(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in attrs) out[key.toLowerCase()] = attrs[key] ?? '';
  return out;
}

// What the open capture collects text for. One capture at a time, held in YmlReader's fields
// rather than as an object with a callback, so elements allocate nothing but their text.
const NONE = 0;
const CHILD = 1; // a direct child of <offer>
const PARAM = 2; // a <param> of <offer>
const CATEGORY = 3;
const BRAND = 4;
const SHOP_FIELD = 5; // <shop>'s <name>, <company> or <url>
type CaptureKind = typeof NONE | typeof CHILD | typeof PARAM | typeof CATEGORY | typeof BRAND | typeof SHOP_FIELD;

type OpenOffer = OfferDraft & { depth: number };

/** What an offer's child element name means, worked out once per distinct spelling. */
interface ChildTag {
  /** Lower-cased: the key of OfferDraft.fields (one string object, its hash computed once). */
  name: string;
  html: boolean;
  param: boolean;
}
// Feeds use a few dozen child names; a hostile one could use millions, so the cache stops growing.
const MAX_CHILD_TAGS = 1024;

/** Drives saxes over decoded text and turns its events into FeedItems in a small queue. */
class YmlReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly queue: FeedItem[] = [];
  private readonly stack: string[] = [];
  private readonly childTags = new Map<string, ChildTag>();
  private readonly maxDepth: number;
  private readonly maxErrors: number;
  private errors = 0;
  private rootSeen = false;
  private rootClosed = false;
  private sawContent = false;
  private offer: OpenOffer | null = null;
  private shop: FeedShop | null = { kind: 'shop', name: null, company: null, url: null, currencies: [] };
  // The capture: its element's depth, what it is for, whether nested tags are kept as HTML, the text so far.
  private captureKind: CaptureKind = NONE;
  private captureDepth = 0;
  private captureHtml = false;
  private captureText = '';
  /** CHILD: the lower-cased element name; SHOP_FIELD: the shop field. */
  private captureName = '';
  /** CATEGORY, BRAND: the element's attributes. */
  private captureAttrs: Record<string, string> = {};
  /** PARAM: the name and unit attributes. */
  private paramName: string | undefined = undefined;
  private paramUnit: string | undefined = undefined;

  constructor(private readonly options: ReadOptions) {
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
    const p = this.parser;
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', () => this.close());
    // Text is concatenated into one string per capture: a single text node (the usual field) costs nothing extra.
    p.on('text', (text) => {
      if (this.captureKind !== NONE) this.captureText += text;
    });
    p.on('cdata', (text) => {
      if (this.captureKind !== NONE) this.captureText += text;
    });
    p.on('doctype', (doctype) => {
      // Internal entities are never expanded and external ones never fetched: refuse any declaration.
      if (/<!ENTITY/i.test(doctype)) throw this.fail('FEED_ENTITY_FORBIDDEN', 'DOCTYPE declares entities');
    });
    if (options.ignoreXmlErrors) p.on('error', (error) => this.recover(error));
  }

  private fail(code: FeedErrorCode, detail: string, cause?: unknown): FeedError {
    return feedError(code, { line: this.parser.line, column: this.parser.column, detail, cause });
  }

  private recover(error: Error): void {
    const detail = error.message.replace(/^[^:]*:\d+:\d+: /, '');
    if (!this.rootSeen) throw this.fail('FEED_NOT_YML', detail, error);
    if (++this.errors > this.maxErrors) throw this.fail('FEED_TOO_MANY_ERRORS', detail, error);
    if (this.offer && !this.offer.error) {
      const offerId = textOrNull(this.offer.attrs.id) ?? undefined;
      this.offer.error = feedError('FEED_PARSE_FAILED', {
        line: this.parser.line,
        column: this.parser.column,
        detail,
        offerId,
        cause: error,
      });
    }
  }

  private emitShop(): void {
    if (this.shop) this.queue.push(this.shop);
    this.shop = null;
  }

  private open(tag: SaxesTagPlain): void {
    const name = tag.name;
    const stack = this.stack;
    const parent = stack[stack.length - 1];
    stack.push(name);
    const depth = stack.length;
    if (depth > this.maxDepth) throw this.fail('FEED_TOO_DEEP', `deeper than ${this.maxDepth} elements`);
    if (depth === 1) {
      if (!isRoot(name)) throw this.fail('FEED_NOT_YML', `root element <${name}>`);
      this.rootSeen = true;
      return;
    }
    const offer = this.offer;
    // An offer inside an offer can only come from a lost end tag (saxes recovers under ignoreXmlErrors).
    if (isOfferTag(name) && parent !== undefined && (isOfferList(parent) || isOfferTag(parent))) {
      // A new offer while one is still open means its end tag was lost: report it and resync here.
      if (offer) this.finishOffer(feedError('FEED_PARSE_FAILED', { line: offer.line, detail: 'offer not closed' }));
      this.emitShop();
      const attrs = lowerKeys(tag.attributes);
      const { line, column } = this.parser;
      this.offer = { attrs, fields: new Map(), params: [], line, column, error: null, depth };
      return;
    }
    if (offer) {
      if (this.captureKind !== NONE && this.captureHtml) this.captureText += `<${name}>`;
      else if (depth === offer.depth + 1) {
        const child = this.childTag(name);
        if (child.param) {
          // Attribute names are matched case-insensitively; the last spelling wins, as in lowerKeys.
          const attrs = tag.attributes;
          let paramName: string | undefined;
          let paramUnit: string | undefined;
          for (const key in attrs) {
            const lower = key.toLowerCase();
            if (lower === 'name') paramName = attrs[key] ?? '';
            else if (lower === 'unit') paramUnit = attrs[key] ?? '';
          }
          this.paramName = paramName;
          this.paramUnit = paramUnit;
          this.startCapture(PARAM, depth, false);
        } else {
          this.captureName = child.name;
          this.startCapture(CHILD, depth, child.html);
        }
      }
      return;
    }
    if (isShopSection(name)) this.emitShop();
    const attrs = tag.attributes;
    if (name === 'category' && (parent === 'categories' || parent === 'catalog')) {
      this.captureAttrs = attrs;
      this.startCapture(CATEGORY, depth, false);
    } else if (name === 'brand' && parent === 'brands') {
      this.captureAttrs = attrs;
      this.startCapture(BRAND, depth, false);
    } else if (name === 'currency' && parent === 'currencies') {
      const id = textOrNull(attrs.id);
      if (id !== null) this.shop?.currencies.push({ id, rate: textOrNull(attrs.rate) });
    } else if (parent === 'shop' && (name === 'name' || name === 'company' || name === 'url')) {
      this.captureName = name;
      this.startCapture(SHOP_FIELD, depth, false);
    }
  }

  private childTag(name: string): ChildTag {
    let tag = this.childTags.get(name);
    if (tag === undefined) {
      const lower = name.toLowerCase();
      tag = { name: lower, html: isHtmlChild(lower), param: lower === 'param' };
      if (this.childTags.size < MAX_CHILD_TAGS) this.childTags.set(name, tag);
    }
    return tag;
  }

  private startCapture(kind: CaptureKind, depth: number, html: boolean): void {
    this.captureKind = kind;
    this.captureDepth = depth;
    this.captureHtml = html;
    this.captureText = '';
  }

  private stopCapture(): void {
    this.captureKind = NONE;
    this.captureText = '';
  }

  /** The captured element closed: hands its text to what it was captured for. */
  private endCapture(): void {
    const kind = this.captureKind;
    const text = this.captureText;
    this.stopCapture();
    switch (kind) {
      case CHILD:
        if (this.offer) addField(this.offer, this.captureName, text);
        break;
      case PARAM:
        this.offer?.params.push({ name: this.paramName, unit: this.paramUnit, text });
        break;
      case CATEGORY:
        this.addCategory(this.captureAttrs, text);
        break;
      case BRAND: {
        const attrs = this.captureAttrs;
        const brandName = textOrNull(text);
        if (brandName !== null)
          this.queue.push({ kind: 'brand', brand: { id: textOrNull(attrs.id), name: brandName, url: textOrNull(attrs.url) } });
        break;
      }
      case SHOP_FIELD:
        if (this.shop) this.shop[this.captureName as 'name' | 'company' | 'url'] = textOrNull(text);
        break;
    }
  }

  private addCategory(attrs: Record<string, string>, text: string): void {
    const id = textOrNull(attrs.id);
    if (id === null) return;
    const parentId = textOrNull(attrs.parentId ?? attrs.parentid);
    const category: FeedCategory = {
      id,
      name: textOrNull(text) ?? '',
      parentId: parentId === id ? null : parentId,
      url: textOrNull(attrs.url),
    };
    this.queue.push({ kind: 'category', category });
  }

  private close(): void {
    const stack = this.stack;
    const depth = stack.length;
    const name = stack.pop();
    if (depth === 1) this.rootClosed = true;
    if (this.captureKind !== NONE) {
      if (depth === this.captureDepth) this.endCapture();
      else if (this.captureHtml) this.captureText += `</${name}>`;
    }
    const offer = this.offer;
    if (offer && depth === offer.depth) this.finishOffer(offer.error);
    else if (name === 'shop') this.emitShop();
  }

  private finishOffer(error: FeedError | null): void {
    const draft = this.offer;
    this.offer = null;
    this.stopCapture();
    if (!draft) return;
    const built = error ?? buildOffer(draft, this.options);
    this.queue.push(built instanceof FeedError ? { kind: 'skipped', error: built } : { kind: 'offer', offer: built });
  }

  write(text: string): void {
    if (!this.sawContent) {
      const first = /\S/.exec(text);
      if (!first) return;
      this.sawContent = true;
      if (first[0] !== '<') throw feedError('FEED_NOT_YML', { line: 1, column: 1, detail: 'does not start with <' });
    }
    this.call(() => this.parser.write(text));
  }

  end(): void {
    if (!this.sawContent) throw feedError('FEED_EMPTY');
    const end = this.position(); // saxes resets its position once closed
    this.call(() => this.parser.close());
    if (this.offer) this.finishOffer(feedError('FEED_PARSE_FAILED', { line: this.offer.line, detail: 'offer not closed' }));
    if (!this.rootSeen) throw this.fail('FEED_NOT_YML', 'no root element');
    // Even under ignoreXmlErrors a truncated document is fatal: a cut download must not look like a smaller catalogue.
    if (!this.rootClosed) throw feedError('FEED_PARSE_FAILED', { ...end, detail: 'document ends before its root element closes' });
    this.emitShop();
  }

  /** Where the parser stands, for errors found outside saxes. */
  position(): { line: number; column: number } {
    return { line: this.parser.line, column: this.parser.column };
  }

  private call(step: () => void): void {
    try {
      step();
    } catch (error) {
      if (error instanceof FeedError) throw error;
      const detail = error instanceof Error ? error.message.replace(/^[^:]*:\d+:\d+: /, '') : String(error);
      throw this.fail(this.rootSeen ? 'FEED_PARSE_FAILED' : 'FEED_NOT_YML', detail, error);
    }
  }

  take(): FeedItem[] {
    return this.queue.splice(0, this.queue.length);
  }
}

/**
 * Streams a YML (Yandex Market Language) feed: a shop item first, then categories, brands and
 * offers as each element closes. Memory stays bounded by one offer plus one 64 KiB text slice.
 * Fails with a FeedError (FEED_PARSE_FAILED with line and column, FEED_NOT_YML,
 * FEED_ENTITY_FORBIDDEN, FEED_ENCODING_*, FEED_TOO_DEEP, FEED_ABORTED, FEED_EMPTY).
 * Options and their defaults: see ReadOptions.
 */
export async function* readYml(source: AsyncIterable<Uint8Array>, options: ReadOptions = {}): AsyncGenerator<FeedItem> {
  const reader = new YmlReader(options);
  const guard = new AmpersandGuard(options.ignoreXmlErrors === true);
  const feed = (text: string, final: boolean) => {
    const { text: safe, bareAmpersand } = guard.push(text, final);
    if (safe) reader.write(safe);
    if (bareAmpersand) {
      const { line, column } = reader.position();
      throw feedError('FEED_PARSE_FAILED', { line, column: column + 1, detail: 'unescaped & (use &amp;)' });
    }
  };
  const bytes = readAbortable(source, options.signal);
  for await (const text of decodeText(bytes, { kind: 'xml', cutNonUtf8: options.cutNonUtf8 === true })) {
    for (let at = 0; at < text.length; at += SLICE) {
      if (options.signal?.aborted) throw feedError('FEED_ABORTED', { cause: options.signal.reason });
      feed(at === 0 && text.length <= SLICE ? text : text.slice(at, at + SLICE), false);
      for (const item of reader.take()) yield item;
    }
  }
  feed('', true);
  reader.end();
  for (const item of reader.take()) yield item;
}
