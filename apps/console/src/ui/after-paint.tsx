import type { ReactNode } from 'react';
import { useAfterPaint } from '../lib/use-after-paint';

/** Renders its children once the page's first render has been painted: for what sits below the content. */
export function AfterPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}
