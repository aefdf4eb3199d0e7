import { Alert, Anchor, Box, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { can, isAdmin, type ProjectDetail } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { useRouteTitleKey } from '../../../lib/route-handle';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { StatusBadge } from '../../../ui/status-badge';
import { useProject } from '../api/get-project';
import type { ProjectContext } from '../project-context';
import { isFeedLoading, isTabOpen, PROJECT_TABS, tabOfPath, visibleTabs } from '../tabs';

/** /project/:id — the project header, its tabs and the current tab (spec §2). */
export function ProjectLayout({ banners }: { banners?: (project: ProjectDetail) => ReactNode }) {
  const { id = '' } = useParams();
  if (!id) return <Navigate to="/projects" replace />;
  return <ProjectArea id={id} banners={banners} />;
}

/** `banners`: what other features show above the tabs (the app passes the plan warnings). */
function ProjectArea({ id, banners }: { id: string; banners?: (project: ProjectDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { translateRef } = useLocale();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const titleKey = useRouteTitleKey(new URLSearchParams(location.search));
  const query = useProject(id);

  if (query.isPending) return <Loader />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.statusCode === 404 || query.error.statusCode === 403);
    return (
      <Alert color="red" title={notFound ? t('errors.projectNotFound') : t('errors.loadFailed')} data-testid="project-error">
        <Anchor component={Link} to="/projects">
          {t('nav.projects')}
        </Anchor>
      </Alert>
    );
  }

  const project = query.data;
  const admin = isAdmin(user.permissions);
  const context: ProjectContext = {
    project,
    canEdit: can(user.permissions, 'edit', project.uuid),
    canDelete: can(user.permissions, 'delete', project.uuid),
    isAdmin: admin,
  };
  const current = tabOfPath(location.pathname, id);
  const currentTab = PROJECT_TABS.find((tab) => tab.path === current);
  const loading = project.loadedAt === null && isFeedLoading(project.sourceStatus);
  const closed = currentTab ? !isTabOpen(currentTab, project) : false;
  const forbidden = currentTab?.adminOnly === true && !admin;
  // The feed page tells about loading, stopping and failures itself, with details.
  const onFeed = current === 'feed';

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2} data-testid="project-title">
              {project.name || project.content?.name}
            </Title>
            <StatusBadge status={project.sourceStatus} />
          </Group>
          <Anchor href={project.siteUrl} target="_blank" rel="noreferrer" size="sm" c="dimmed">
            {project.siteUrl}
          </Anchor>
        </Stack>
      </Group>
      {loading && !onFeed && (
        <Alert color="blue" data-testid="feed-loading-note">
          {t('project.feedLoading')}
        </Alert>
      )}
      {project.sourceStatus === 'stopped' && !onFeed && <Alert color="orange">{t('project.stoppedWarning')}</Alert>}
      {project.sourceStatus === 'failed' && !onFeed && <Alert color="red">{t('project.failedWarning')}</Alert>}
      {project.sourceStatus === 'unpaid' && <Alert color="grape">{t('project.unpaidWarning')}</Alert>}
      {banners?.(project)}
      {!context.canEdit && <Alert color="gray">{t('project.readOnly')}</Alert>}
      <Tabs
        value={current}
        onChange={(value) => {
          if (value) navigate(`/project/${id}/${value}`);
        }}
        keepMounted={false}
      >
        <Tabs.List data-testid="project-tabs" style={{ flexWrap: 'wrap' }}>
          {visibleTabs(admin).map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              disabled={!isTabOpen(tab, project)}
              title={isTabOpen(tab, project) ? undefined : t('project.feedLoading')}
              data-testid={`project-tab-${tab.path}`}
            >
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {titleKey && current && <PageHeading order={3}>{t(titleKey)}</PageHeading>}
      <Box>
        {forbidden ? (
          <EmptyState description={translateRef('errors.pageNotFound')} />
        ) : closed ? (
          <EmptyState description={t('project.feedLoading')} />
        ) : (
          <Outlet context={context} />
        )}
      </Box>
    </Stack>
  );
}
