import { notifications } from '@mantine/notifications';

/** How long a message stays on screen (spec §9). */
export const MESSAGE_DISPLAY_MS = 15_000;

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: MESSAGE_DISPLAY_MS });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: MESSAGE_DISPLAY_MS });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: MESSAGE_DISPLAY_MS });
}
