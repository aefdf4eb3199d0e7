import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { MESSAGE_DISPLAY_MS } from '../lib/notify';

/** The messages' container and its CSS, a chunk of their own (providers.tsx mounts them with the first message). */
export function MessageArea() {
  return <Notifications position="top-right" autoClose={MESSAGE_DISPLAY_MS} />;
}
