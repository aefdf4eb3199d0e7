import { ActionIcon, Alert, Anchor, Card, Loader, Pagination, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CreativePreview, CreativeTemplate } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { OfferPicture } from '../../../ui/offer-picture';
import { PREVIEWS_PAGE_SIZE, useCreativePreviews, useDeleteCreative } from '../api/creative-booster';
import { ConfirmDialog } from './confirm-dialog';

/** The generated creatives (GET getPreviews), a page at a time, by template; it fills while a run goes on. */
export function PreviewsGallery({
  projectId,
  templates,
  running,
  canEdit,
}: {
  projectId: string;
  templates: CreativeTemplate[];
  running: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [template, setTemplate] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CreativePreview | null>(null);
  const previews = useCreativePreviews(projectId, page, template, running);
  const remove = useDeleteCreative(projectId);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('creativeBooster.gallery.deleted'));
      setDeleting(null);
    } catch (error) {
      notifyError(t('creativeBooster.gallery.notDeleted', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  const pages = Math.max(1, Math.ceil((previews.data?.total ?? 0) / PREVIEWS_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Select
        label={t('creativeBooster.gallery.template')}
        placeholder={t('creativeBooster.gallery.allTemplates')}
        data={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
        value={template}
        onChange={(value) => {
          setTemplate(value);
          setPage(1);
        }}
        clearable
        w={320}
      />
      {previews.isPending ? (
        <Loader />
      ) : previews.isError ? (
        <Alert color="red">{t('creativeBooster.gallery.loadFailed')}</Alert>
      ) : previews.data.rows.length === 0 ? (
        <Text c="dimmed">{t(running ? 'creativeBooster.gallery.emptyRunning' : 'creativeBooster.gallery.empty')}</Text>
      ) : (
        <>
          <Text size="sm" data-testid="creative-gallery-total">
            {t('creativeBooster.gallery.total', { count: previews.data.total })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="creative-gallery">
            {previews.data.rows.map((creative) => (
              <Card key={creative.id} withBorder padding="xs" data-testid="creative-gallery-item">
                <Card.Section>
                  <Anchor href={creative.url} target="_blank" rel="noreferrer">
                    <OfferPicture src={creative.url} alt={creative.offerName ?? creative.offerId} fit="contain" h={180} loading="lazy" />
                  </Anchor>
                </Card.Section>
                <Text size="xs" mt={4} lineClamp={2}>
                  {creative.offerName ?? creative.offerId}
                </Text>
                <Text size="xs" c="dimmed">
                  {creative.templateName} · {creative.offerId}
                </Text>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    pos="absolute"
                    top={4}
                    right={4}
                    aria-label={t('creativeBooster.common.delete')}
                    onClick={() => setDeleting(creative)}
                    data-testid="creative-gallery-delete"
                  >
                    ×
                  </ActionIcon>
                )}
              </Card>
            ))}
          </SimpleGrid>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('creativeBooster.gallery.deleteTitle')}
        text={t('creativeBooster.gallery.deleteText', { name: deleting?.offerName ?? deleting?.offerId ?? '' })}
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
