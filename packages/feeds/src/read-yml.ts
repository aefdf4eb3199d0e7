import type { SaxesTagPlain } from 'saxes';
import { SaxesParser } from 'saxes';
import { AmpersandGuard } from './amp-guard';
import { decodeText, readAbortable } from './decode';
import type { FeedErrorCode } from './errors';
import { FeedError, feedError } from './errors';
import type { FeedCategory, FeedItem, FeedShop, ReadOptions } from './types';
import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_ERRORS } from './types';
import { textOrNull } from './values';
import type { OfferChild, OfferDraft } from './yml-offer';
import { buildOffer, isHtmlChild } from './yml-offer';

const ROOTS = new Set(['yml_catalog', 'price']);
const OFFER_LISTS = new Set(['offers', 'items']);
const OFFER_TAGS = new Set(['offer', 'item']);
const SHOP_SECTIONS = new Set(['categories', 'catalog', 'brands', 'offers', 'items']);
// Text is handed to saxes in slices so one huge chunk never fills the queue with a whole catalogue.
const SLICE = 64 * 1024;

function lowerKeys(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key in attrs) out[key.toLowerCase()] = attrs[key] ?? '';
  return out;
}

interface Capture {
  depth: number;
  parts: string[];
  html: boolean;
  done: (text: string) => void;
}

/** Drives saxes over decoded text and turns its events into FeedItems in a small queue. */
class YmlReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly queue: FeedItem[] = [];
  private readonly stack: string[] = [];
  private readonly maxDepth: number;
  private readonly maxErrors: number;
  private errors = 0;
  private rootSeen = false;
  private rootClosed = false;
  private sawContent = false;
  private offer: (OfferDraft & { depth: number }) | null = null;
  private capture: Capture | null = null;
  private shop: FeedShop | null = { kind: 'shop', name: null, company: null, url: null, currencies: [] };

  constructor(private readonly options: ReadOptions) {
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.maxErrors = options.maxErrors ?? DEFAULT_MAX_ERRORS;
    const p = this.parser;
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', () => this.close());
    p.on('text', (text) => this.capture?.parts.push(text));
    p.on('cdata', (text) => this.capture?.parts.push(text));
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
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(name);
    const depth = this.stack.length;
    if (depth > this.maxDepth) throw this.fail('FEED_TOO_DEEP', `deeper than ${this.maxDepth} elements`);
    if (depth === 1) {
      if (!ROOTS.has(name)) throw this.fail('FEED_NOT_YML', `root element <${name}>`);
      this.rootSeen = true;
      return;
    }
    const offer = this.offer;
    // An offer inside an offer can only come from a lost end tag (saxes recovers under ignoreXmlErrors).
    if (OFFER_TAGS.has(name) && parent !== undefined && (OFFER_LISTS.has(parent) || OFFER_TAGS.has(parent))) {
      // A new offer while one is still open means its end tag was lost: report it and resync here.
      if (offer) this.finishOffer(feedError('FEED_PARSE_FAILED', { line: offer.line, detail: 'offer not closed' }));
      this.emitShop();
      const attrs = lowerKeys(tag.attributes);
      this.offer = { attrs, children: [], line: this.parser.line, column: this.parser.column, error: null, depth };
      return;
    }
    if (offer) {
      if (this.capture?.html) this.capture.parts.push(`<${name}>`);
      else if (depth === offer.depth + 1) {
        const child: OfferChild = { name: name.toLowerCase(), attrs: lowerKeys(tag.attributes), text: '' };
        offer.children.push(child);
        this.startCapture(depth, isHtmlChild(child.name), (text) => {
          child.text = text;
        });
      }
      return;
    }
    if (SHOP_SECTIONS.has(name)) this.emitShop();
    const attrs = tag.attributes;
    if (name === 'category' && (parent === 'categories' || parent === 'catalog')) {
      this.startCapture(depth, false, (text) => this.addCategory(attrs, text));
    } else if (name === 'brand' && parent === 'brands') {
      this.startCapture(depth, false, (text) => {
        const brandName = textOrNull(text);
        if (brandName !== null)
          this.queue.push({ kind: 'brand', brand: { id: textOrNull(attrs.id), name: brandName, url: textOrNull(attrs.url) } });
      });
    } else if (name === 'currency' && parent === 'currencies') {
      const id = textOrNull(attrs.id);
      if (id !== null) this.shop?.currencies.push({ id, rate: textOrNull(attrs.rate) });
    } else if (parent === 'shop' && (name === 'name' || name === 'company' || name === 'url')) {
      this.startCapture(depth, false, (text) => {
        if (this.shop) this.shop[name] = textOrNull(text);
      });
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

  private startCapture(depth: number, html: boolean, done: (text: string) => void): void {
    this.capture = { depth, parts: [], html, done };
  }

  private close(): void {
    const depth = this.stack.length;
    const name = this.stack.pop();
    if (depth === 1) this.rootClosed = true;
    const capture = this.capture;
    if (capture) {
      if (depth === capture.depth) {
        this.capture = null;
        capture.done(capture.parts.join(''));
      } else if (capture.html) {
        capture.parts.push(`</${name}>`);
      }
    }
    if (this.offer && depth === this.offer.depth) this.finishOffer(this.offer.error);
    else if (name === 'shop') this.emitShop();
  }

  private finishOffer(error: FeedError | null): void {
    const draft = this.offer;
    this.offer = null;
    this.capture = null;
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
