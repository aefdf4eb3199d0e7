// The READMEs' code blocks, run as written: each README's ```ts blocks become one module (imports of
// '@vitrina/engine' merged and pointed at src/index.ts, the givens the prose names declared first),
// which is type-checked with the repository's strict settings and then imported. The `// →` claims
// of the README are the expectations below.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendation } from './recommend';
import type { SearchIndex } from './search-index';
import { CATEGORIES, makeOffer, OFFERS } from './testing';
import type { SearchResult } from './types';

const ROOT = resolve(__dirname, '../../..');
const ENGINE = resolve(__dirname, 'index.ts');
const work = mkdtempSync(join(tmpdir(), 'vitrina-readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Example {
  readme: string;
  /** Declarations of what the prose gives, read from `globalThis.readmeGiven` (types from '@vitrina/engine'). */
  given: Record<string, unknown>;
  givenTypes: string;
}

/** The README's ```ts blocks as one module exporting every top-level const. */
function moduleOf(example: Example): string {
  const text = readFileSync(resolve(__dirname, example.readme), 'utf8');
  const blocks = [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);
  expect(blocks.length).toBeGreaterThan(0);
  const imported = new Set<string>(['type EngineCategory', 'type EngineOffer']);
  const body = blocks.join('\n').replace(/^import\s*\{([^}]*)\}\s*from\s*'@vitrina\/engine';?$/gm, (_, names: string) => {
    for (const name of names.split(',')) if (name.trim()) imported.add(name.trim());
    return '';
  });
  if (/from\s+'/.test(body)) throw new Error(`${example.readme}: examples may import '@vitrina/engine' only`);
  const names = [...body.matchAll(/^const (\w+)/gm)].map((match) => match[1] as string);
  const given = Object.keys(example.given);
  return [
    `import { ${[...imported].join(', ')} } from '${ENGINE}';`,
    `const { ${given.join(', ')} } = (globalThis as unknown as { readmeGiven: { ${example.givenTypes} } }).readmeGiven;`,
    body,
    `export { ${names.join(', ')} };`,
  ].join('\n');
}

/** Type-checks the modules together as the repository's tsconfig would (one compiler run for all). */
function typeCheck(paths: string[]): void {
  const flags = ['--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'ES2023', '--lib', 'ES2023', '--module', 'ESNext'];
  flags.push('--moduleResolution', 'bundler', '--allowImportingTsExtensions', '--verbatimModuleSyntax', '--skipLibCheck');
  flags.push('--typeRoots', join(ROOT, 'node_modules/@types'), '--types', 'node');
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), [...flags, ...paths, resolve(__dirname, 'analysis/snowball-stemmers.d.ts')], {
      encoding: 'utf8',
    });
  } catch (error) {
    throw new Error(`README examples do not type-check:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
  }
}

/** Imports a README's module with its givens in place; its exports are the README's top-level consts. */
async function run(example: Example): Promise<Record<string, unknown>> {
  (globalThis as unknown as { readmeGiven: unknown }).readmeGiven = example.given;
  return (await import(/* @vite-ignore */ pathOf(example))) as Record<string, unknown>;
}

const pathOf = (example: Example) => join(work, `${example.readme.replace(/\W+/g, '-')}.ts`);

const redirects: string[] = [];
const ENGINE_README: Example = {
  readme: '../README.md',
  given: { offers: OFFERS, categories: CATEGORIES, query: 'iPhone 15', segmentId: 'A', redirectTo: (url: string) => redirects.push(url) },
  givenTypes: 'offers: EngineOffer[]; categories: EngineCategory[]; query: string; segmentId: string; redirectTo: (url: string) => void',
};
const kettles = [
  makeOffer({ id: '42', name: 'Чайник электрический Bosch', categoryId: 'kettle' }),
  makeOffer({ id: '43', name: 'Чайник электрический Tefal', categoryId: 'kettle' }),
];
const RECOMMEND_README: Example = {
  readme: 'recommend/README.md',
  given: { offers: kettles, newOffers: kettles.slice(0, 1), rgba: new Uint8Array(32 * 32 * 4).fill(200), tick: async () => {} },
  givenTypes: 'offers: EngineOffer[]; newOffers: EngineOffer[]; rgba: Uint8Array; tick: () => Promise<void>',
};

beforeAll(() => {
  for (const example of [ENGINE_README, RECOMMEND_README]) writeFileSync(pathOf(example), moduleOf(example));
  typeCheck([ENGINE_README, RECOMMEND_README].map(pathOf));
});

describe('the engine README', () => {
  it('runs as written and answers what its comments say', async () => {
    const out = await run(ENGINE_README);
    const ids = (result: unknown) => (result as SearchResult).offers.map((hit) => hit.offer.id);
    const result = out.result as SearchResult;
    expect(result.hits).toBe(3);
    expect(ids(result)[0]).toBe('1');
    expect(result.step).toBe('any');
    expect((out.layout as SearchResult).correctedQuery).toBe('смартфон');
    expect((out.completions as { suggestions: unknown[] }).suggestions[0]).toEqual({ text: 'samsung', hits: 3, ranges: [[0, 4]] });
    expect(out.found).toEqual(OFFERS[0]);
    const index = out.index as SearchIndex;
    const loaded = out.loaded as SearchIndex;
    for (const query of ['смартфон samsung', 'чайник', 'cvfhnajy'])
      expect(loaded.search({ query, facets: true })).toEqual(index.search({ query, facets: true }));
    expect(out.value).toBeCloseTo(3.48, 2);
    expect(ids(out.ranked)).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(ids(out.sorted)).toEqual(['8', '3', '1', '2']);
    expect(out.plan).toMatchObject({ rules: [1], pinnedIds: ['2'], excludeCategoryIds: ['tv'] });
    expect(redirects).toEqual([]);
  });
});

describe('the recommender README (src/recommend)', () => {
  it('runs as written', async () => {
    const out = await run(RECOMMEND_README);
    const rec = out.rec as { recommend(request: { type: 'popular' }): Recommendation[] };
    expect(rec.recommend({ type: 'popular' }).map((r) => r.offer.id)).toEqual(['42']);
  });
});
