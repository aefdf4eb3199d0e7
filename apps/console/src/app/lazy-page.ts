import type { ComponentType } from 'react';
import { importWithReload } from '../lib/chunk-reload';
import { loadMessages } from '../lib/messages';

/**
 * A route `lazy` loader for a page module, with the chunk-failure reload guard. The contracts'
 * messages of the interface language come beside the code (their validation and API texts).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([importWithReload(load), loadMessages()]);
    return { Component: pick(module) };
  };
}
