import type { ComponentType } from 'react';
import { importWithReload } from '../lib/chunk-reload';

/** A route `lazy` loader for a page module, with the chunk-failure reload guard. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await importWithReload(load)) });
}
