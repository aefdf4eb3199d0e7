import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIndex, serializeIndex } from '@vitrina/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { testOffer } from '../testing/catalog';
import { readSnapshotFile } from './snapshot-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-snapshot-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const offers = Array.from({ length: 300 }, (_, i) =>
  testOffer(`o${i}`, `Чайник Bosch модель ${i}`, {
    vendor: 'Bosch',
    vendorCode: `VC${i}`,
    description: `Стеклянный чайник ${i}. `.repeat(20),
    params: [{ name: 'Цвет', value: i % 2 ? 'красный' : 'синий', unit: null }],
  }),
);
const bytes = serializeIndex(buildIndex({ offers, locales: ['ru'] }));

function writeFile(name: string, data: Uint8Array): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

describe('snapshot files', () => {
  it('leave the offers in the file and read them as they are decoded, also after the file is removed', async () => {
    const file = writeFile('live.idx', bytes);
    const index = await readSnapshotFile(file);
    expect(index?.size).toBe(300);
    // A newer version's prune removes the file: the open descriptor still has its bytes.
    fs.rmSync(file);
    for (const offer of offers) expect(index?.findById(offer.id)).toEqual(offer);
    expect(index?.search({ query: 'чайник 42' }).offers[0]?.offer.id).toBe('o42');
    expect(index && serializeIndex(index)).toEqual(bytes);
  });

  it('read an older layout (records not last) whole', async () => {
    const older = bytes.slice();
    new DataView(older.buffer).setUint32(4, 4, true);
    const index = await readSnapshotFile(writeFile('v4.idx', older));
    expect(index?.findById('o7')).toEqual(offers[7]);
  });

  it('give nothing for a missing, truncated or foreign file', async () => {
    expect(await readSnapshotFile(path.join(dir, 'missing.idx'))).toBeNull();
    expect(await readSnapshotFile(writeFile('short.idx', bytes.subarray(0, bytes.length - 100)))).toBeNull();
    expect(await readSnapshotFile(writeFile('head.idx', bytes.subarray(0, 20)))).toBeNull();
    expect(await readSnapshotFile(writeFile('foreign.idx', new TextEncoder().encode('<yml_catalog/>')))).toBeNull();
    expect(await readSnapshotFile(writeFile('empty.idx', new Uint8Array(0)))).toBeNull();
  });
});
