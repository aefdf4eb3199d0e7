import type { SearchWidgetSettings, SourceStatus } from '@vitrina/contracts';
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Controller } from '../core/controller';
import type { WidgetState } from '../core/state';
import type { Translator } from '../i18n';

/** What every component of one mounted widget shares. */
export interface WidgetEnv {
  controller: Controller;
  settings: SearchWidgetSettings;
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

/** One value picked from the state; the component re-renders only when that value changes (compare primitives). */
export function useSelected<T>(select: (state: WidgetState) => T): T {
  const { controller } = useEnv();
  const [value, setValue] = useState(() => select(controller.getState()));
  const pick = useRef(select);
  pick.current = select;
  useEffect(() => {
    setValue(pick.current(controller.getState()));
    const unsubscribe = controller.subscribe((s) => setValue(pick.current(s)));
    return () => {
      unsubscribe();
    };
  }, [controller]);
  return value;
}
