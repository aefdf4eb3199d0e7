import { Button, Code, CopyButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { type Partnership, usePartnership } from '../api/get-partnership';
import { RichText } from '../components/rich-text';

function ReferredProjects({ partnership }: { partnership: Partnership }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { projects, totals, rates } = partnership;
  if (projects.length === 0) return <Text>{t('infoPages.partnership.projectsNone')}</Text>;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <Stack gap="sm">
      <Group gap="xl" data-testid="referral-totals">
        <Text>
          {t('infoPages.partnership.totalPaid')}: <b>{money.format(totals.paid)}</b>
        </Text>
        <Text>
          {t('infoPages.partnership.totalReward')}: <b>{money.format(totals.reward)}</b>
        </Text>
        <Text size="sm" c="dimmed">
          {t('infoPages.partnership.rates', { firstYear: percent.format(rates.firstYear), later: percent.format(rates.later) })}
        </Text>
      </Group>
      <Table data-testid="referred-projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('infoPages.partnership.column.name')}</Table.Th>
            <Table.Th>{t('infoPages.partnership.column.created')}</Table.Th>
            <Table.Th>{t('infoPages.partnership.column.plan')}</Table.Th>
            <Table.Th>{t('infoPages.partnership.column.paid')}</Table.Th>
            <Table.Th>{t('infoPages.partnership.column.reward')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.uuid}>
              <Table.Td>{project.name || project.siteUrl}</Table.Td>
              <Table.Td>{date.format(project.createdAt)}</Table.Td>
              <Table.Td>{project.plan ?? t('infoPages.partnership.noPlan')}</Table.Td>
              <Table.Td>{money.format(project.paid)}</Table.Td>
              <Table.Td>{money.format(project.reward)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /partnership — the referral programme, the user's referral link and the projects it brought in. */
export function PartnershipPage() {
  const { t } = useTranslation();
  const partnership = usePartnership();
  return (
    <Stack data-testid="partnership-page">
      <Text c="dimmed">{t('infoPages.partnership.intro')}</Text>
      <Paper withBorder p="lg" radius="md" component="section" data-testid="referral-link">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.linkTitle')}
        </Title>
        {partnership.data && (
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }}>{partnership.data.link}</Code>
              <CopyButton value={partnership.data.link}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy} data-testid="copy-referral-link">
                    {copied ? t('infoPages.partnership.copied') : t('infoPages.partnership.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              {t('infoPages.partnership.linkHint')}
            </Text>
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.projectsTitle')}
        </Title>
        {partnership.data && <ReferredProjects partnership={partnership.data} />}
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.howTitle')}
        </Title>
        <RichText text={t('infoPages.partnership.howBody')} />
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.termsTitle')}
        </Title>
        <RichText text={t('infoPages.partnership.termsBody')} />
      </Paper>
    </Stack>
  );
}
