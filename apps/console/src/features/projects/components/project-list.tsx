import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { Project } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/locale';
import { StatusBadge } from '../../../ui/status-badge';

export function formatDate(timestamp: number | null | undefined, never: string): string {
  return timestamp ? new Date(timestamp).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }) : never;
}

export function ProjectList({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const numbers = new Intl.NumberFormat(currentLocale());
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="projects-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.columns.name')}</Table.Th>
            <Table.Th>{t('projects.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('projects.columns.offers')}</Table.Th>
            <Table.Th>{t('projects.columns.loadedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.uuid} data-testid={`project-row-${project.uuid}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/project/${project.uuid}/statistics`} fw={600}>
                    {project.name || project.content?.name || project.siteUrl}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {project.siteUrl}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={project.sourceStatus} />
              </Table.Td>
              <Table.Td ta="right">{numbers.format(project.offersCount ?? 0)}</Table.Td>
              <Table.Td>{formatDate(project.loadedAt, t('common.never'))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
