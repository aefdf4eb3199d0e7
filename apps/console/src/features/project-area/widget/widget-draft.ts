import { useSyncExternalStore } from 'react';
import type { WidgetForm } from './widget-form';

/**
 * Unsaved widget configuration per project, shared by the settings tabs and the preview (which
 * shows changes without saving). Kept in sessionStorage so a reload of the preview keeps them.
 */
const KEY_PREFIX = 'vitrina_widget_draft_';
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: WidgetForm | null }>();

function storageKey(projectId: string) {
  return `${KEY_PREFIX}${projectId}`;
}

export function readWidgetDraft(projectId: string): WidgetForm | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(storageKey(projectId));
  } catch {
    return null;
  }
  const cached = cache.get(projectId);
  if (cached && cached.raw === raw) return cached.value;
  let value: WidgetForm | null = null;
  try {
    value = raw ? (JSON.parse(raw) as WidgetForm) : null;
  } catch {
    value = null;
  }
  cache.set(projectId, { raw, value });
  return value;
}

export function writeWidgetDraft(projectId: string, values: WidgetForm | null): void {
  try {
    if (values) sessionStorage.setItem(storageKey(projectId), JSON.stringify(values));
    else sessionStorage.removeItem(storageKey(projectId));
  } catch {
    // Without storage the preview simply shows the saved settings.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWidgetDraft(projectId: string): WidgetForm | null {
  return useSyncExternalStore(
    subscribe,
    () => readWidgetDraft(projectId),
    () => null,
  );
}
