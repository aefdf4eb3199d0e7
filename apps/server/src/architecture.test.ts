import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** The layer rules are lint rules (biome.json): these tests make sure lint still refuses what they forbid. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const run = promisify(execFile);

async function lint(files: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(BIOME, ['lint', '--max-diagnostics=50', ...files], { cwd: ROOT });
    return stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

/** Writes probe files into the source tree (lint reads real paths), runs `check`, and always removes them. */
async function withProbe(files: Record<string, string>, check: (paths: string[]) => Promise<void>): Promise<void> {
  const paths = Object.keys(files).map((file) => path.join(ROOT, file));
  try {
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(ROOT, file), text);
    await check(paths);
  } finally {
    for (const file of paths) fs.rmSync(file, { force: true });
  }
}

describe('the server layout, as lint enforces it', () => {
  it('refuses a module reaching into another module’s files, and takes its index', async () => {
    const probe = `apps/server/src/modules/stats/zz-probe-${process.pid}.ts`;
    await withProbe({ [probe]: "import { searchApi } from '../search/search-api';\nexport const probe = searchApi;\n" }, async (paths) => {
      expect(await lint(paths)).toContain('docs/conventions.md#modules-meet-through-their-index');
    });
    await withProbe({ [probe]: "import { searchApi } from '../search';\nexport const probe = searchApi;\n" }, async (paths) => {
      expect(await lint(paths)).not.toContain('lint/style/noRestrictedImports');
    });
  });

  it('refuses an import cycle', async () => {
    const a = `apps/server/src/lib/zz-probe-a-${process.pid}.ts`;
    const b = `apps/server/src/lib/zz-probe-b-${process.pid}.ts`;
    const name = (file: string) => `./${path.basename(file, '.ts')}`;
    await withProbe(
      {
        [a]: `import { b } from '${name(b)}';\nexport const a = 1;\nexport const fromB = b;\n`,
        [b]: `import { a } from '${name(a)}';\nexport const b = a;\n`,
      },
      async (paths) => {
        expect(await lint(paths)).toContain('lint/suspicious/noImportCycles');
      },
    );
  });

  it('refuses a module import from the catalog layer', async () => {
    const probe = `apps/server/src/catalog/zz-probe-${process.pid}.ts`;
    await withProbe({ [probe]: "import { searchApi } from '../modules/search';\nexport const probe = searchApi;\n" }, async (paths) => {
      expect(await lint(paths)).toContain('docs/conventions.md#server-layers-depend-one-way');
    });
  });
});
