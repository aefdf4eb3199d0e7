import { Alert, Box, Center, Chip, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewImage } from '../api/preview-image';
import { previewQueryOf, type RuleFormValues } from '../form-model';
import { OfferPicker } from './offer-picker';

/**
 * The server's rendering of the form as it stands on a chosen offer (GET preview; nothing is saved). The offers
 * picked here are the rule's preview values; a failure shows the server's message (spec §8).
 */
export function PreviewPane({
  projectId,
  form,
  disabled,
}: {
  projectId: string;
  form: UseFormReturnType<RuleFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const picked = form.values.previewOfferIds;
  const [current, setCurrent] = useState<string | null>(picked[0] ?? null);
  // Names of the offers picked in this session; saved preview values show their ids.
  const [names, setNames] = useState<Record<string, string>>({});
  const offer = current && picked.includes(current) ? current : (picked[0] ?? null);
  // The image follows the form without a render per keystroke.
  const [values] = useDebouncedValue(form.values, 600);
  const image = usePreviewImage(previewQueryOf(projectId, values, offer), t('creativeBooster.preview.unknownError'));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('creativeBooster.preview.title')}</Text>
        {!disabled && (
          <OfferPicker
            projectId={projectId}
            onPick={({ id, name }) => {
              setNames((known) => ({ ...known, [id]: name }));
              if (!picked.includes(id)) form.insertListItem('previewOfferIds', id);
              setCurrent(id);
            }}
          />
        )}
        {picked.length > 0 ? (
          <Group gap={4}>
            {picked.map((id, i) => (
              <Chip key={id} size="xs" checked={id === offer} onChange={() => setCurrent(id)} data-testid="creative-preview-offer">
                {names[id] ?? id}
                {!disabled && (
                  <Text
                    span
                    ml={6}
                    c="red"
                    role="button"
                    aria-label={t('creativeBooster.preview.removeOffer')}
                    onClick={(event) => {
                      event.stopPropagation();
                      form.removeListItem('previewOfferIds', i);
                    }}
                  >
                    ×
                  </Text>
                )}
              </Chip>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('creativeBooster.preview.firstOffer')}
          </Text>
        )}
        <Box data-testid="creative-preview">
          {image.isFetching && !image.url ? (
            <Center mih={200}>
              <Loader />
            </Center>
          ) : image.isError ? (
            <Alert color="red" title={t('creativeBooster.preview.failed')} data-testid="creative-preview-error">
              {image.error.message}
            </Alert>
          ) : image.url ? (
            <Image src={image.url} alt={t('creativeBooster.preview.alt')} fit="contain" mah={480} data-testid="creative-preview-image" />
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}
