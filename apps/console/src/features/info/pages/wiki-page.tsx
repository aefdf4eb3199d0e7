import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichText } from '../components/rich-text';

const GUIDES = ['feed', 'widget', 'tracker', 'synonyms', 'rules'] as const;

/** /wiki — help for shop owners: feed, widget, tracker, synonyms, merchandising rules. */
export function WikiPage() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="wiki-page">
      <Text c="dimmed">{t('infoPages.wiki.intro')}</Text>
      <Paper withBorder p="md" radius="md" component="nav" aria-label={t('infoPages.wiki.contents')}>
        <Text fw={600} mb={4}>
          {t('infoPages.wiki.contents')}
        </Text>
        <Stack gap={2}>
          {GUIDES.map((guide) => (
            <Anchor key={guide} href={`#${guide}`} size="sm">
              {t(`infoPages.wiki.${guide}Title`)}
            </Anchor>
          ))}
        </Stack>
      </Paper>
      {GUIDES.map((guide) => (
        <Paper key={guide} withBorder p="lg" radius="md" component="section" id={guide}>
          <Title order={3} mb="sm">
            {t(`infoPages.wiki.${guide}Title`)}
          </Title>
          <RichText text={t(`infoPages.wiki.${guide}Body`)} />
        </Paper>
      ))}
    </Stack>
  );
}
