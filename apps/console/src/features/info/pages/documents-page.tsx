import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichText } from '../components/rich-text';

const DOCUMENTS = ['offer', 'privacy'] as const;

/** /documents — the offer agreement and the privacy policy, in plain words. */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="documents-page">
      <Text c="dimmed">{t('infoPages.documents.intro')}</Text>
      {DOCUMENTS.map((doc) => (
        <Paper key={doc} withBorder p="lg" radius="md" component="section" id={doc}>
          <Title order={3} mb="sm">
            {t(`infoPages.documents.${doc}Title`)}
          </Title>
          <RichText text={t(`infoPages.documents.${doc}Body`)} />
        </Paper>
      ))}
      <Text size="sm" c="dimmed">
        {t('infoPages.documents.updated')}
      </Text>
    </Stack>
  );
}
