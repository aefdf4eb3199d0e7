import { Alert, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { TRACKER_LOG_DEFAULT_LIMIT, type TrackerLogEntry } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/use-locale';
import { TRACKER_LOG_REFRESH_MS, useTrackerLog } from '../../api/tracker-log';

/** "Add to cart", or "Custom event: promo" for a named one; a type the console does not know shows as sent. */
export function eventLabel(event: Pick<TrackerLogEntry, 'type' | 'name'>, t: TFunction): string {
  const label = t(`relevance.tracker.eventTypes.${event.type}`, { defaultValue: event.type });
  return event.name ? `${label}: ${event.name}` : label;
}

/** Time with seconds (events seconds apart must read apart); the date too when it is not today. */
export function eventTime(at: number, locale: string, now = new Date()): string {
  const date = new Date(at);
  const today = date.toDateString() === now.toDateString();
  return date.toLocaleString(locale, today ? { timeStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'medium' });
}

/** Order, price and quantity where the event carries them: "Order o-1 · 1,500.5 × 2". */
function eventDetails(event: TrackerLogEntry, t: TFunction, locale: string): string {
  const parts: string[] = [];
  if (event.orderId) parts.push(t('relevance.tracker.log.order', { id: event.orderId }));
  if (event.price !== null) {
    const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(event.price);
    parts.push(event.quantity !== null ? `${price} × ${event.quantity}` : price);
  } else if (event.quantity !== null) parts.push(`× ${event.quantity}`);
  return parts.join(' · ');
}

const dash = (value: string | null) => value || '—';

/**
 * The project's last tracker events, refreshed while the page is open: the owner clicks in the shop
 * and checks here that the configured events arrive with the right product and values.
 */
export function TrackerLiveLog({ projectId, refreshMs = TRACKER_LOG_REFRESH_MS }: { projectId: string; refreshMs?: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const log = useTrackerLog(projectId, refreshMs);
  const events = log.data ?? [];

  return (
    <Paper withBorder p="lg" radius="md" maw={1100} data-testid="tracker-live-log">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('relevance.tracker.log.title')}</Title>
          {log.isSuccess && (
            <Badge color="green" variant="light" data-testid="tracker-log-updated">
              {t('relevance.tracker.log.updated', { time: eventTime(log.dataUpdatedAt, locale) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('relevance.tracker.log.intro', { count: TRACKER_LOG_DEFAULT_LIMIT, seconds: Math.round(refreshMs / 1000) })}
        </Text>
        {log.isError ? (
          <Alert color="red" data-testid="tracker-log-error">
            {t('relevance.tracker.log.failed')}
          </Alert>
        ) : (
          <ScrollArea>
            <Table striped verticalSpacing="xs" data-testid="tracker-log-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('relevance.tracker.log.time')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.event')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.offer')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.query')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.details')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.visitor')}</Table.Th>
                  <Table.Th>{t('relevance.tracker.log.page')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <Table.Tr key={event.id} data-testid="tracker-log-row" data-type={event.type}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{eventTime(event.at, locale)}</Table.Td>
                    <Table.Td>{eventLabel(event, t)}</Table.Td>
                    <Table.Td>{dash(event.offerId)}</Table.Td>
                    <Table.Td>{dash(event.query)}</Table.Td>
                    <Table.Td>{dash(eventDetails(event, t, locale))}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{event.userId}</Table.Td>
                    <Table.Td maw={280} style={{ wordBreak: 'break-all' }}>
                      <Text size="sm" lineClamp={2} title={event.url ?? undefined}>
                        {dash(event.url)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {events.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text size="sm" c="dimmed" ta="center" py="md" data-testid="tracker-log-empty">
                        {log.isPending ? t('relevance.tracker.log.loading') : t('relevance.tracker.log.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
