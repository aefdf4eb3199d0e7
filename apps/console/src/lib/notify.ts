import { notifications } from '@mantine/notifications';

/** How long a message stays on screen (spec §9). */
export const MESSAGE_DISPLAY_MS = 15_000;

/**
 * One message on screen; with an `id`, it replaces the last message of that id (a second Save,
 * Save then Publish) instead of stacking another one under it.
 */
function show(color: string, message: string, id?: string): void {
  if (id) notifications.hide(id);
  notifications.show({ color, message, autoClose: MESSAGE_DISPLAY_MS, ...(id ? { id } : {}) });
}

export function notifyWarning(message: string, id?: string): void {
  show('yellow', message, id);
}

export function notifyError(message: string, id?: string): void {
  show('red', message, id);
}

export function notifySuccess(message: string, id?: string): void {
  show('green', message, id);
}
