import type { WidgetHookName } from '@vitrina/contracts';

export type HookFn = (data: unknown) => unknown;

const IDENTIFIER_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * Turns a shop's hook into a function: the name of a global function ('shop.onClick'), or a function
 * body that receives `data`. Code that does not compile gives null (and is reported once by the caller).
 */
export function compileHook(code: string | undefined, scope: Record<string, unknown>): HookFn | null {
  const source = code?.trim();
  if (!source) return null;
  if (IDENTIFIER_PATH.test(source)) {
    let target: unknown = scope;
    for (const part of source.split('.'))
      target = target && typeof target === 'object' ? (target as Record<string, unknown>)[part] : undefined;
    if (typeof target === 'function') return (data) => (target as HookFn).call(scope, data);
    // A bare name that is not (yet) a function is read late, so a shop may define it after the widget loads.
    return (data) => {
      let late: unknown = scope;
      for (const part of source.split('.')) late = late && typeof late === 'object' ? (late as Record<string, unknown>)[part] : undefined;
      return typeof late === 'function' ? (late as HookFn).call(scope, data) : undefined;
    };
  }
  try {
    // The shop wrote this code in its own console settings: running it is the feature.
    return new Function('data', source) as HookFn;
  } catch {
    return null;
  }
}

export type Listener = (data: unknown) => void;

/** Hooks from settings plus listeners added with vitrina('on', name, fn); a throwing hook never breaks the widget. */
export function createHookBus(
  hooks: Partial<Record<WidgetHookName, string>>,
  scope: Record<string, unknown>,
  onError: (name: string, error: unknown) => void,
) {
  const compiled = new Map<string, HookFn | null>();
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(name: string, fn: Listener) {
      const set = listeners.get(name) ?? new Set<Listener>();
      listeners.set(name, set);
      set.add(fn);
    },
    off(name: string, fn: Listener) {
      listeners.get(name)?.delete(fn);
    },
    emit(name: string, data: unknown) {
      if (!compiled.has(name)) {
        const code = hooks[name as WidgetHookName];
        const fn = compileHook(code, scope);
        if (code && !fn) onError(name, new SyntaxError('hook does not compile'));
        compiled.set(name, fn);
      }
      const fns = [compiled.get(name), ...(listeners.get(name) ?? [])];
      for (const fn of fns) {
        if (!fn) continue;
        try {
          fn(data);
        } catch (error) {
          onError(name, error);
        }
      }
    },
  };
}

export type HookBus = ReturnType<typeof createHookBus>;
