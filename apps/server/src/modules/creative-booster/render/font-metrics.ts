import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// DejaVu ships with the server (dejavu-fonts-ttf) and is the only font family resvg loads, so a
// creative renders the same on every machine and Cyrillic, Turkish and Portuguese text all have glyphs.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// resvg parses every listed file on each render (about 10 ms a face here), so only the faces
// banners use are loaded; other families fall back to DejaVu Sans.
const FILES = ['DejaVuSans', 'DejaVuSans-Bold'];
export const FONT_FILES = FILES.map((name) => path.join(fontDir, `${name}.ttf`));
export const DEFAULT_FONT_FAMILY = 'DejaVu Sans';

interface Metrics {
  unitsPerEm: number;
  /** Advance width per BMP code point in font units; 0 where the font has no glyph. */
  advances: Uint16Array;
  fallback: number;
}

/** Reads advance widths from a TrueType file: the head, hhea, hmtx and cmap (format 4) tables. */
export function readMetrics(file: string): Metrics {
  const data = fs.readFileSync(file);
  const tables = new Map<string, number>();
  const numTables = data.readUInt16BE(4);
  for (let i = 0; i < numTables; i += 1) {
    const at = 12 + i * 16;
    tables.set(data.toString('latin1', at, at + 4), data.readUInt32BE(at + 8));
  }
  const head = tables.get('head') ?? 0;
  const hhea = tables.get('hhea') ?? 0;
  const hmtx = tables.get('hmtx') ?? 0;
  const cmap = tables.get('cmap') ?? 0;
  const unitsPerEm = data.readUInt16BE(head + 18);
  const numberOfHMetrics = data.readUInt16BE(hhea + 34);
  const advanceOf = (glyph: number) => data.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  let sub = -1;
  for (let i = 0; i < data.readUInt16BE(cmap + 2); i += 1) {
    const at = cmap + 4 + i * 8;
    const platform = data.readUInt16BE(at);
    const encoding = data.readUInt16BE(at + 2);
    const offset = cmap + data.readUInt32BE(at + 4);
    if (data.readUInt16BE(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) sub = offset;
  }
  const advances = new Uint16Array(65_536);
  if (sub >= 0) {
    const segCount = data.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    for (let s = 0; s < segCount; s += 1) {
      const end = data.readUInt16BE(ends + s * 2);
      const start = data.readUInt16BE(starts + s * 2);
      const delta = data.readInt16BE(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const range = data.readUInt16BE(rangeAt);
      for (let code = start; code <= end && code < 0xffff; code += 1) {
        let glyph = 0;
        if (range === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = data.readUInt16BE(rangeAt + range + (code - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) advances[code] = advanceOf(glyph);
      }
    }
  }
  return { unitsPerEm, advances, fallback: advances[0x6f] || unitsPerEm / 2 };
}

let regular: Metrics | undefined;
let bold: Metrics | undefined;

/** Width in px of a line of DejaVu Sans text (no kerning: it errs a little on the wide side). */
export function measureText(text: string, fontSize: number, isBold = false): number {
  if (isBold && !bold) bold = readMetrics(FONT_FILES[1] as string);
  if (!isBold && !regular) regular = readMetrics(FONT_FILES[0] as string);
  const metrics = (isBold ? bold : regular) as Metrics;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += (code < 65_536 ? metrics.advances[code] : 0) || metrics.fallback;
  }
  return (units / metrics.unitsPerEm) * fontSize;
}
