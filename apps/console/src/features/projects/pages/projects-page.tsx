import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { useProjects } from '../api/get-projects';
import { ProjectList } from '../components/project-list';

/** Waits for a pause in typing before asking the server. */
export const FILTER_DEBOUNCE_MS = 400;

export function ProjectsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const projects = useProjects(debounced);
  const list = projects.data?.data ?? [];
  const createButton = (
    <Button component={Link} to="/projects/create" data-testid="project-create-link">
      {t('projects.create')}
    </Button>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          placeholder={t('projects.filter')}
          aria-label={t('projects.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={320}
          maw="100%"
          data-testid="projects-filter"
          rightSection={projects.isFetching ? <Loader size="xs" /> : null}
        />
        {createButton}
      </Group>
      {projects.isPending ? (
        <Loader />
      ) : projects.isError ? (
        <Alert color="red">{t('errors.loadFailed')}</Alert>
      ) : list.length === 0 ? (
        debounced ? (
          <EmptyState description={t('projects.noMatches', { filter: debounced })} />
        ) : (
          <EmptyState title={t('projects.emptyHeading')} description={t('projects.emptyText')} action={createButton} />
        )
      ) : (
        <>
          <ProjectList projects={list} />
          <Text size="sm" c="dimmed">
            {t('projects.count', { count: projects.data?.totalCount ?? list.length })}
          </Text>
        </>
      )}
    </Stack>
  );
}
