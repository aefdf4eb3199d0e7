import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the server finds the console's server renderer: in the build, in a folder it does not serve. */
export const SSR_DIR = '.ssr';

/**
 * After the browser build, the same app built for the server (src/ssr/render.tsx, decision 0026):
 * one self-contained ES module with everything it imports, so a copy of dist runs anywhere.
 */
export function ssrBundle(root: string): Plugin {
  let outDir = '';
  return {
    name: 'vitrina:ssr-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        // React's production build, whatever NODE_ENV the server runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/ssr/render.tsx',
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' } },
        },
      });
    },
  };
}
