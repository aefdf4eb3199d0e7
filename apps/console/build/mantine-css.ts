import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Mantine's CSS split like its JavaScript: each component's compiled class map
 * (`@mantine/core/esm/**\/<Name>.module.mjs`) imports that component's stylesheet, so the CSS goes
 * into the chunk that renders the component instead of one 230 KB file on every page. Each
 * stylesheet sits in its own cascade layer, `mantine.<Name>`, and `virtual:mantine-base.css`
 * (main.tsx's first import) declares the layers in the order of Mantine's own styles.css before
 * its baseline, variables and global styles: the cascade stays what Mantine intends whatever order
 * the chunks arrive in, and the console's own styles, outside any layer, win over all of it.
 */
export function mantineCssPerComponent(): Plugin {
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const layered = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css\?mantine-layer$/;
  const base = ['baseline', 'default-css-variables', 'global'];
  const read = (name: string) => fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
  /** Layer names in styles.css order: where each file's first rule appears in the whole. */
  const layerOrder = () => {
    const whole = fs.readFileSync(path.join(stylesDir, '../styles.css'), 'utf8');
    const components = fs
      .readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length))
      .filter((name) => !base.includes(name));
    const at = (name: string) => whole.indexOf(read(name).trim().split('{')[0] ?? '');
    return [...base, ...components.sort((a, b) => at(a) - at(b))];
  };
  return {
    name: 'vitrina:mantine-css-per-component',
    enforce: 'pre',
    resolveId(id) {
      return id === 'virtual:mantine-base.css' ? '\0mantine-base.css' : null;
    },
    load(id) {
      if (id !== '\0mantine-base.css') return null;
      const layers = layerOrder().map((name) => `mantine.${name}`);
      return [`@layer ${layers.join(', ')};`, ...base.map((name) => `@layer mantine.${name} {\n${read(name)}\n}`)].join('\n');
    },
    transform(code, id) {
      const component = classMap.exec(id)?.[1];
      if (component) return { code: `import '@mantine/core/styles/${component}.css?mantine-layer';\n${code}`, map: null };
      const sheet = layered.exec(id)?.[1];
      if (sheet) return { code: `@layer mantine.${sheet} {\n${code}\n}`, map: null };
      return null;
    },
  };
}
