import { measureText } from './font-metrics';
import { localName, type XmlElement, type XmlText } from './xml';

// resvg's initial font size when nothing in the document sets one.
const DEFAULT_FONT_SIZE = 12;
const ELLIPSIS = '…';

function styleValue(element: XmlElement, property: string): string | undefined {
  const match = element.attrs.style?.match(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i'));
  return (match?.[1] ?? element.attrs[property])?.trim();
}

const sizeOf = (element: XmlElement, inherited: number) => {
  const value = Number.parseFloat(styleValue(element, 'font-size') ?? '');
  return Number.isFinite(value) && value > 0 ? value : inherited;
};
const boldOf = (element: XmlElement, inherited: boolean) => {
  const value = styleValue(element, 'font-weight');
  if (!value) return inherited;
  return value === 'bold' || value === 'bolder' || Number(value) >= 600;
};

function setFontSize(element: XmlElement, size: number): void {
  const value = String(Math.round(size * 100) / 100);
  element.attrs['font-size'] = value;
  if (element.attrs.style) element.attrs.style = element.attrs.style.replace(/font-size\s*:\s*[^;]+/i, `font-size:${value}px`);
}

interface Run {
  node: XmlText;
  size: number;
  bold: boolean;
}

function collectRuns(element: XmlElement, size: number, bold: boolean, runs: Run[] = []): Run[] {
  for (const child of element.children) {
    if (child.type === 'text') runs.push({ node: child, size, bold });
    else if (localName(child.name) === 'tspan') collectRuns(child, sizeOf(child, size), boldOf(child, bold), runs);
  }
  return runs;
}

const runsWidth = (runs: Run[]) => runs.reduce((sum, run) => sum + measureText(run.node.text.replace(/\s+/g, ' '), run.size, run.bold), 0);

function ellipsize(runs: Run[], maxWidth: number): void {
  const last = runs.findLast((run) => run.node.text.trim());
  if (!last) return;
  const tail = measureText(ELLIPSIS, last.size, last.bold);
  for (let i = runs.length - 1; i >= 0 && runsWidth(runs) + tail > maxWidth; i -= 1) {
    const run = runs[i] as Run;
    const chars = [...run.node.text];
    while (chars.length > 0 && runsWidth(runs) + tail > maxWidth) {
      chars.pop();
      run.node.text = chars.join('');
    }
  }
  const keep = runs.findLast((run) => run.node.text.trim()) ?? last;
  // "350 ml,…" reads worse than "350 ml…": trailing spaces and punctuation go before the ellipsis.
  keep.node.text = `${keep.node.text.replace(/[\s,.;:–—-]+$/u, '')}${ELLIPSIS}`;
}

/** Greedy word wrap into at most maxLines lines; the last line is ellipsized if text remains. */
function wrapLines(text: string, maxWidth: number, size: number, bold: boolean, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || measureText(candidate, size, bold) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines && lines.every((l) => measureText(l, size, bold) <= maxWidth)) return lines;
  const kept = lines.slice(0, maxLines);
  const overflow = lines.length > maxLines;
  kept.forEach((l, index) => {
    if (measureText(l, size, bold) <= maxWidth && !(overflow && index === kept.length - 1)) return;
    const run: Run = { node: { type: 'text', text: l }, size, bold };
    ellipsize([run], maxWidth);
    kept[index] = run.node.text;
  });
  return kept;
}

/**
 * Fits the text of a <text> element into data-max-width px by its data-fit rule:
 * 'shrink' (default) lowers the font size down to data-min-font-size (default 8) and then cuts
 * with an ellipsis; 'ellipsis' cuts at once; 'wrap' breaks words into data-max-lines lines
 * (default 2) spaced by data-line-height em (default 1.2), ellipsizing the last one.
 */
export function fitText(element: XmlElement, inheritedSize = DEFAULT_FONT_SIZE, inheritedBold = false): void {
  const maxWidth = Number(element.attrs['data-max-width']);
  if (!(maxWidth > 0)) return;
  const size = sizeOf(element, inheritedSize);
  const bold = boldOf(element, inheritedBold);
  const runs = collectRuns(element, size, bold);
  const fit = element.attrs['data-fit'] ?? 'shrink';
  if (fit === 'wrap') {
    const text = runs.map((run) => run.node.text).join('');
    const maxLines = Math.max(1, Math.floor(Number(element.attrs['data-max-lines']) || 2));
    const lineHeight = Number(element.attrs['data-line-height']) || 1.2;
    const x = element.attrs.x?.split(/[\s,]+/)[0] ?? '0';
    element.children = wrapLines(text, maxWidth, size, bold, maxLines).map((line, index) => ({
      type: 'element',
      name: 'tspan',
      attrs: { x, dy: index === 0 ? '0' : `${lineHeight}em` },
      children: [{ type: 'text', text: line }],
    }));
    return;
  }
  const width = runsWidth(runs);
  if (width <= maxWidth) return;
  if (fit === 'shrink') {
    const minSize = Number(element.attrs['data-min-font-size']) || 8;
    // Rounded down to 0.1 px so the written size never ends up a hair too wide.
    const scale = Math.max(minSize, Math.floor(size * (maxWidth / width) * 10) / 10) / size;
    setFontSize(element, size * scale);
    for (const run of runs) run.size *= scale;
    // Scale tspans that set their own size so the proportions of the line stay.
    const scaleTspans = (parent: XmlElement) => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (styleValue(child, 'font-size')) setFontSize(child, sizeOf(child, size) * scale);
        scaleTspans(child);
      }
    };
    scaleTspans(element);
    if (runsWidth(runs) <= maxWidth + 0.01) return;
  }
  ellipsize(runs, maxWidth);
}

/** Applies fitText to every <text> with data-max-width, passing down inherited font size and weight. */
export function fitAllText(element: XmlElement, size = DEFAULT_FONT_SIZE, bold = false): void {
  const ownSize = sizeOf(element, size);
  const ownBold = boldOf(element, bold);
  if (localName(element.name) === 'text') {
    fitText(element, size, bold);
    return;
  }
  for (const child of element.children) if (child.type === 'element') fitAllText(child, ownSize, ownBold);
}
