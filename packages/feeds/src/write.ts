import { escapeHtml } from './html';
import type { FeedCategory, FeedOffer } from './types';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot carry, matched to drop them.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c).replace(NOT_XML, '');
}

function element(name: string, value: string | number | null, attrs = ''): string {
  return value === null ? '' : `<${name}${attrs}>${xml(String(value))}</${name}>`;
}

/**
 * Writes a YML catalogue that readYml reads back to the same offers (descriptions are written as
 * escaped text, so they come back as the same plain text). For tests, samples and benchmarks.
 */
export function writeYml(catalog: { categories: FeedCategory[]; offers: FeedOffer[] }): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-01-01 00:00">\n<shop>\n<categories>\n'];
  for (const c of catalog.categories) {
    const attrs = `id="${xml(c.id)}"${c.parentId === null ? '' : ` parentId="${xml(c.parentId)}"`}${c.url === null ? '' : ` url="${xml(c.url)}"`}`;
    out.push(`<category ${attrs}>${xml(c.name)}</category>\n`);
  }
  out.push('</categories>\n<offers>\n');
  for (const o of catalog.offers) {
    const group = o.groupId === null ? '' : ` group_id="${xml(o.groupId)}"`;
    out.push(`<offer id="${xml(o.id)}"${group} available="${o.available}">`);
    out.push(element('name', o.name), element('url', o.url), element('price', o.price), element('oldprice', o.oldPrice));
    out.push(element('currencyId', o.currencyId));
    const categoryIds = o.categoryIds.length > 0 ? o.categoryIds : o.categoryId === null ? [] : [o.categoryId];
    for (const id of categoryIds) out.push(element('categoryId', id));
    for (const picture of o.pictures) out.push(element('picture', picture));
    out.push(element('vendor', o.vendor), element('vendorCode', o.vendorCode), element('brandId', o.brandId));
    out.push(element('typePrefix', o.typePrefix), element('model', o.model));
    if (o.description !== '') out.push(element('description', escapeHtml(o.description)));
    out.push(element('sales_notes', o.salesNotes), element('offerLabel', o.offerLabel), element('offerCode', o.offerCode));
    for (const barcode of o.barcodes) out.push(element('barcode', barcode));
    for (const p of o.params)
      out.push(element('param', p.value, ` name="${xml(p.name)}"${p.unit === null ? '' : ` unit="${xml(p.unit)}"`}`));
    out.push(element('rating', o.rating), element('reviewCount', o.reviewCount), '</offer>\n');
  }
  out.push('</offers>\n</shop>\n</yml_catalog>\n');
  return out.join('');
}

const CSV_FIELDS = [
  'id',
  'groupId',
  'name',
  'vendor',
  'vendorCode',
  'brandId',
  'model',
  'typePrefix',
  'url',
  'description',
  'offerLabel',
  'offerCode',
  'categoryId',
  'price',
  'oldPrice',
  'currencyId',
  'available',
  'pictures',
  'barcodes',
  'salesNotes',
  'rating',
  'reviewCount',
] as const;

function csvCell(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Writes offers as CSV with our own column names (the FeedOffer fields), lists joined with ','
 * and one `param:<name>` or `param:<name>|<unit>` column per distinct param. Lossy where CSV is:
 * one value per param name and offer, no empty params, no category tree.
 */
export function writeCsv(offers: FeedOffer[]): string {
  const paramColumns = new Map<string, { name: string; unit: string | null }>();
  for (const o of offers) for (const p of o.params) paramColumns.set(p.unit === null ? p.name : `${p.name}|${p.unit}`, p);
  const header = [...CSV_FIELDS, ...[...paramColumns.keys()].map((key) => `param:${key}`)];
  const lines = [header.map(csvCell).join(',')];
  for (const o of offers) {
    const categories = o.categoryIds.length > 0 ? o.categoryIds : o.categoryId === null ? [] : [o.categoryId];
    const cells: Record<(typeof CSV_FIELDS)[number], string> = {
      id: o.id,
      groupId: o.groupId ?? '',
      name: o.name,
      vendor: o.vendor ?? '',
      vendorCode: o.vendorCode ?? '',
      brandId: o.brandId ?? '',
      model: o.model ?? '',
      typePrefix: o.typePrefix ?? '',
      url: o.url ?? '',
      description: escapeHtml(o.description),
      offerLabel: o.offerLabel ?? '',
      offerCode: o.offerCode ?? '',
      categoryId: categories.join(','),
      price: o.price === null ? '' : String(o.price),
      oldPrice: o.oldPrice === null ? '' : String(o.oldPrice),
      currencyId: o.currencyId ?? '',
      available: String(o.available),
      pictures: o.pictures.join(','),
      barcodes: o.barcodes.join(','),
      salesNotes: o.salesNotes ?? '',
      rating: o.rating === null ? '' : String(o.rating),
      reviewCount: o.reviewCount === null ? '' : String(o.reviewCount),
    };
    const row: string[] = CSV_FIELDS.map((field) => cells[field]);
    for (const [key] of paramColumns) {
      const p = o.params.find((param) => (param.unit === null ? param.name : `${param.name}|${param.unit}`) === key);
      row.push(p ? p.value : '');
    }
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
