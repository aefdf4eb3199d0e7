import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { ColumnRole, FieldKind } from './csv-columns';
import { columnRole, sniffDelimiter } from './csv-columns';
import { decodeText, readAbortable } from './decode';
import { FeedError, feedError } from './errors';
import { renderDescription } from './html';
import type { FeedItem, FeedOffer, ReadOptions } from './types';
import { DEFAULT_MAX_LINE_LENGTH } from './types';
import { cleanText, parseAvailability, parseNumber, parsePrice, parsePriceWithCurrency, textOrNull } from './values';

type Cells = Map<FieldKind, string[]>;

interface Row {
  cells: Cells;
  options: Map<string, { name?: string; value?: string }>;
  params: FeedOffer['params'];
  line: number;
}

function splitList(value: string | undefined): string[] {
  if (!value) return [];
  if (!value.includes(',')) {
    const one = value.trim();
    return one === '' ? [] : [one];
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The values in order without repeats ([...new Set(values)], skipping the Set for one value). */
function unique(values: string[]): string[] {
  return values.length < 2 ? values : [...new Set(values)];
}

/** Groups the cells of one record by role, skipping empty ones. */
function readRow(record: string[], roles: ColumnRole[], headers: string[], line: number): Row {
  const row: Row = { cells: new Map(), options: new Map(), params: [], line };
  for (let i = 0; i < record.length; i++) {
    const cell = record[i] as string;
    const role = roles[i];
    if (!role) continue;
    const value = cell.trim();
    if (value === '') continue;
    if (role.kind === 'field') {
      const list = row.cells.get(role.field);
      if (list) list.push(cell);
      else row.cells.set(role.field, [cell]);
    } else if (role.kind === 'option-name' || role.kind === 'option-value') {
      const option = row.options.get(role.index) ?? {};
      option[role.kind === 'option-name' ? 'name' : 'value'] = cleanText(value);
      row.options.set(role.index, option);
    } else if (role.kind === 'param') {
      row.params.push({ name: role.name || (headers[i] ?? ''), value: cleanText(value), unit: role.unit });
    }
  }
  return row;
}

/** Per product handle (Shopify): what variant rows inherit from the first row. */
interface Parent {
  handle: string;
  name: string | null;
  vendor: string | null;
  description: string | null;
  categoryPaths: string[];
  optionNames: Map<string, string>;
}

class CsvOffers {
  private readonly seenCategories = new Set<string>();
  private parent: Parent | null = null;
  /** The last offer, held back one row so image-only continuation rows can add pictures to it. */
  private pending: FeedOffer | null = null;

  constructor(private readonly hasHandle: boolean) {}

  /** Returns the items this row completes (categories, the previous offer, a skipped row). */
  add(row: Row): FeedItem[] {
    const out: FeedItem[] = [];
    const one = (kind: FieldKind) => {
      const value = row.cells.get(kind)?.[0];
      return value === undefined ? null : textOrNull(value);
    };
    const handle = one('handle');
    if (handle !== null && this.parent?.handle !== handle) {
      this.parent = {
        handle,
        name: one('name'),
        vendor: one('vendor'),
        description: row.cells.get('description')?.[0] ?? null,
        categoryPaths: [],
        optionNames: new Map(),
      };
      this.parent.categoryPaths = splitList(row.cells.get('categoryPath')?.[0]);
    }
    const parent = handle !== null ? this.parent : null;
    for (const [index, option] of row.options) if (option.name && parent) parent.optionNames.set(index, option.name);
    const name = one('name') ?? parent?.name ?? null;
    const id = one('id') ?? one('sku') ?? (handle !== null && one('name') !== null ? handle : null);
    const pictures = [...splitList(row.cells.get('picture')?.join(',')), ...splitList(row.cells.get('pictures')?.join(','))];
    if (id === null) {
      if (handle !== null && this.pending?.groupId === handle) {
        for (const picture of pictures) if (!this.pending.pictures.includes(picture)) this.pending.pictures.push(picture);
        return out;
      }
      out.push({ kind: 'skipped', error: feedError('FEED_OFFER_INVALID', { line: row.line, detail: 'row without id, sku or handle' }) });
      return out;
    }
    const categoryIds = [...splitList(row.cells.get('categoryId')?.join(','))];
    const paths = row.cells.has('categoryPath') ? splitList(row.cells.get('categoryPath')?.join(',')) : (parent?.categoryPaths ?? []);
    for (const path of paths) categoryIds.push(this.addPath(path, out));
    const priceCell = parsePriceWithCurrency(one('price') ?? undefined);
    const sale = parsePrice(one('salePrice'));
    const explicitOld = parsePrice(one('oldPrice'));
    const stock = parseNumber(one('stock'));
    const availableCell = one('available');
    const params = [...row.params];
    for (const [index, option] of row.options) {
      const optionName = option.name ?? parent?.optionNames.get(index);
      // Shopify writes Title / Default Title for products without variants.
      if (optionName && option.value && !(optionName === 'Title' && option.value === 'Default Title')) {
        params.push({ name: optionName, value: option.value, unit: null });
      }
    }
    const description = renderDescription(
      row.cells.get('description')?.[0] ?? parent?.description ?? row.cells.get('shortDescription')?.[0] ?? '',
    );
    const categoryIdsUnique = unique(categoryIds);
    const offer: FeedOffer = {
      id,
      groupId: one('groupId') ?? handle,
      name: name ?? '',
      vendor: one('vendor') ?? parent?.vendor ?? null,
      vendorCode: one('vendorCode') ?? (one('id') !== null ? one('sku') : null),
      brandId: one('brandId'),
      model: one('model'),
      typePrefix: one('typePrefix'),
      url: one('url'),
      description: description.text,
      snippet: description.snippet,
      offerLabel: one('offerLabel'),
      offerCode: one('offerCode'),
      categoryId: categoryIdsUnique[0] ?? null,
      categoryIds: categoryIdsUnique,
      price: sale ?? priceCell.price,
      oldPrice: explicitOld ?? (sale !== null ? priceCell.price : null),
      currencyId: one('currencyId') ?? priceCell.currencyId,
      available: availableCell !== null ? parseAvailability(availableCell) : stock === null || stock > 0,
      pictures: unique(pictures),
      barcodes: splitList(row.cells.get('barcodes')?.join(',')),
      salesNotes: one('salesNotes'),
      params,
      rating: parseNumber(one('rating')),
      reviewCount: parseNumber(one('reviewCount')),
    };
    if (this.pending) out.push({ kind: 'offer', offer: this.pending });
    this.pending = null;
    if (this.hasHandle) this.pending = offer;
    else out.push({ kind: 'offer', offer });
    return out;
  }

  /** 'A > B > C' → categories 'A', 'A > B', 'A > B > C' (ids are the paths), the deepest id returned. */
  private addPath(path: string, out: FeedItem[]): string {
    const parts = path
      .split('>')
      .map((part) => cleanText(part))
      .filter((part) => part !== '');
    let parentId: string | null = null;
    for (const part of parts) {
      const id: string = parentId === null ? part : `${parentId} > ${part}`;
      if (!this.seenCategories.has(id)) {
        this.seenCategories.add(id);
        out.push({ kind: 'category', category: { id, name: part, parentId, url: null } });
      }
      parentId = id;
    }
    return parentId ?? cleanText(path);
  }

  finish(): FeedItem[] {
    const last = this.pending;
    this.pending = null;
    return last ? [{ kind: 'offer', offer: last }] : [];
  }
}

function csvFailure(error: unknown, maxLineLength: number): FeedError {
  if (error instanceof FeedError) return error;
  const e = error as { code?: string; lines?: number; message?: string };
  if (e.code === 'CSV_MAX_RECORD_SIZE')
    return feedError('FEED_LINE_TOO_LONG', { line: e.lines, detail: `record longer than ${maxLineLength} characters`, cause: error });
  return feedError('FEED_PARSE_FAILED', { line: e.lines, detail: e.message ?? String(error), cause: error });
}

/**
 * Streams a CSV product feed (Google Merchant Center, Shopify, WooCommerce or our own columns):
 * categories from category-path columns, then offers. The delimiter (comma, semicolon, tab) is
 * sniffed from the header; the encoding is UTF-8 unless the first 64 KiB are not valid UTF-8
 * (then windows-1251). Rows without any id are yielded as 'skipped'. Options: see ReadOptions.
 */
export async function* readCsv(source: AsyncIterable<Uint8Array>, options: ReadOptions = {}): AsyncGenerator<FeedItem> {
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  const texts = decodeText(readAbortable(source, options.signal), { kind: 'csv', cutNonUtf8: options.cutNonUtf8 === true })[
    Symbol.asyncIterator
  ]();
  let head = '';
  while (!/[\r\n]/.test(head.slice(0, maxLineLength + 1))) {
    if (head.length > maxLineLength)
      throw feedError('FEED_LINE_TOO_LONG', { line: 1, detail: `header longer than ${maxLineLength} characters` });
    const step = await texts.next();
    if (step.done) break;
    head += step.value;
  }
  if (head.trim() === '') throw feedError('FEED_EMPTY');
  const headerLine = head.split(/\r?\n|\r/, 1)[0] ?? '';
  const parser = parse({
    delimiter: sniffDelimiter(headerLine),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxLineLength,
    info: true,
    bom: true,
  });
  async function* body(): AsyncGenerator<string> {
    yield head;
    for (let step = await texts.next(); !step.done; step = await texts.next()) yield step.value;
  }
  const piping = pipeline(Readable.from(body(), { objectMode: false }), parser);
  piping.catch(() => {}); // the same error surfaces through the parser's iterator below
  let roles: ColumnRole[] | null = null;
  let headers: string[] = [];
  let offers: CsvOffers | null = null;
  try {
    for await (const entry of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (roles === null || offers === null) {
        headers = entry.record.map((cell) => cell.trim());
        roles = headers.map((header) => columnRole(header, options.ratingField, options.reviewCountField));
        const known = new Set(roles.flatMap((role) => (role.kind === 'field' ? [role.field] : [])));
        if (!known.has('id') && !known.has('sku') && !known.has('handle')) {
          throw feedError('FEED_CSV_NO_HEADER', { line: 1, detail: 'no id, sku or handle column' });
        }
        offers = new CsvOffers(known.has('handle'));
        continue;
      }
      for (const item of offers.add(readRow(entry.record, roles, headers, entry.info.lines))) yield item;
    }
  } catch (error) {
    throw csvFailure(error, maxLineLength);
  } finally {
    parser.destroy();
  }
  if (offers === null) throw feedError('FEED_CSV_NO_HEADER', { detail: 'no header row' });
  for (const item of offers.finish()) yield item;
}
