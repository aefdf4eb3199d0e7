import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DISPLAY_MS } from '../../../lib/notify';

/** One notification however many statistics calls fail at once. */
const NOTICE_ID = 'stats-load-failed';

/** Shows the statistics load failure of spec §8 once as a notification. */
export function notifyStatsLoadFailed(message: string): void {
  notifications.show({ id: NOTICE_ID, color: 'red', message, autoClose: MESSAGE_DISPLAY_MS });
}

/** The statistics load failure (spec §8) in place of the data, plus the notification; the server's reason underneath. */
export function StatsLoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = t('statistics.loadFailed');
  useEffect(() => {
    notifyStatsLoadFailed(message);
  }, [message]);
  const reason = error instanceof Error && error.message ? error.message : null;
  return (
    <Alert color="red" title={message} data-testid="stats-load-failed">
      {reason}
    </Alert>
  );
}
