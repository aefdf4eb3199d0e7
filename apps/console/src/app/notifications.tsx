import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { MESSAGE_DISPLAY_MS } from '../lib/notify';

/**
 * The messages' container and its CSS, a chunk of their own (providers.tsx mounts them with the first message).
 * Bottom right: messages never cover the header's menu or a project's publish state and its button.
 */
export function MessageArea() {
  return <Notifications position="bottom-right" autoClose={MESSAGE_DISPLAY_MS} limit={3} />;
}
