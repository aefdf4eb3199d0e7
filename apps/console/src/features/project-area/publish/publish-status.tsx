import { Anchor, Badge, Button, Group, List, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { usePublication } from '../api/get-publication';
import { usePublishWidgetScript } from '../api/publish-widget-script';
import { formatDateTime } from '../format';
import { changeLabel, shortValue, tradeWidgetChangeLabel } from './change-label';
import { DiscardChangesDialog } from './discard-changes';

/** The changes listed in the header's popover; the rest are counted. */
export const LISTED_CHANGES = 8;

/** Toasts of saving and publishing share one place on screen: a new one replaces the last. */
export const PUBLISH_TOAST_ID = 'project-publication';

/**
 * The project's one publish state, in its header on every page: "Live", or "Not published yet (n)"
 * with what differs, field by field (trade widgets' too), the one Publish button and Discard (decisions 0017, 0018).
 */
export function PublishStatus({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = usePublication(projectId);
  const publish = usePublishWidgetScript(projectId);
  const [open, setOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  if (!query.data) return null;
  const { state, changes, changeCount, publishedAt } = query.data;
  const when = publishedAt ? t('publish.publishedAt', { date: formatDateTime(publishedAt, locale) }) : t('publish.liveSince');

  if (state === 'live') {
    // Published or discarded: the list closes with it, so the next change does not open it unasked.
    if (open) setOpen(false);
    return (
      <Tooltip label={when} withinPortal>
        <Badge color="green" variant="light" size="lg" data-testid="publish-state" data-state="live">
          {t('publish.live')}
        </Badge>
      </Tooltip>
    );
  }

  const runPublish = async () => {
    try {
      await publish.mutateAsync();
      notifySuccess(t('publish.done'), PUBLISH_TOAST_ID);
    } catch {
      // The http layer has already shown why.
    }
  };
  return (
    <>
      <Popover width={380} position="bottom-end" withArrow shadow="md" withinPortal opened={open} onChange={setOpen}>
        <Popover.Target>
          <Button
            variant="light"
            color="orange"
            size="xs"
            data-testid="publish-state"
            data-state="unpublished"
            onClick={() => setOpen((o) => !o)}
          >
            {t('publish.pending', { count: changeCount })}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="publish-changes">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('publish.pendingTitle')}
            </Text>
            <List size="sm" spacing={4}>
              {changes.slice(0, LISTED_CHANGES).map((change) => {
                const before = shortValue(change.key, change.published, t);
                const after = shortValue(change.key, change.saved, t);
                return (
                  <List.Item key={`${change.tradeWidget?.id ?? ''}/${change.key}`} data-testid="publish-change">
                    {change.tradeWidget ? tradeWidgetChangeLabel(change.tradeWidget.name, change.key, t) : changeLabel(change.key, t)}
                    {before !== null && after !== null && (
                      <Text span size="xs" c="dimmed">
                        {`: ${before} → ${after}`}
                      </Text>
                    )}
                  </List.Item>
                );
              })}
            </List>
            {changeCount > LISTED_CHANGES && (
              <Text size="xs" c="dimmed">
                {t('publish.more', { count: changeCount - LISTED_CHANGES })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {when}
            </Text>
            <Anchor component={Link} to={`/project/${projectId}/preview?version=saved`} size="sm">
              {t('publish.previewChanges')}
            </Anchor>
            {canEdit && (
              <Group justify="flex-end" gap="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setOpen(false);
                    setDiscarding(true);
                  }}
                  data-testid="discard-button"
                >
                  {t('publish.discard')}
                </Button>
                <Button size="xs" onClick={() => void runPublish()} loading={publish.isPending} data-testid="publish-button">
                  {t('publish.publish')}
                </Button>
              </Group>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <DiscardChangesDialog
        projectId={projectId}
        count={changeCount}
        opened={discarding}
        onClose={() => setDiscarding(false)}
        toastId={PUBLISH_TOAST_ID}
      />
    </>
  );
}
