import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { Controller } from '../core/controller';
import type { SourceStatus, WidgetSettings } from '../core/settings';
import type { WidgetState } from '../core/state';
import type { Translator } from '../i18n';

/** What every component of one mounted widget shares. */
export interface WidgetEnv {
  controller: Controller;
  settings: WidgetSettings;
  t: Translator;
  debug: boolean;
  sourceStatus: SourceStatus | undefined;
  consoleUrl: string | undefined;
  projectId: string;
  /** Unique per mount, so ARIA ids never clash when a page has several widgets. */
  idPrefix: string;
}

export const Env = createContext<WidgetEnv | null>(null);

export function useEnv(): WidgetEnv {
  const env = useContext(Env);
  if (!env) throw new Error('widget component outside its Env provider');
  return env;
}

/** The controller's state, re-rendered on every change. */
export function useWidgetState(): WidgetState {
  const { controller } = useEnv();
  const [state, setState] = useState(controller.getState());
  useEffect(() => {
    setState(controller.getState());
    const unsubscribe = controller.subscribe(setState);
    return () => {
      unsubscribe();
    };
  }, [controller]);
  return state;
}
