import { Alert, Anchor, Box, Group, Loader, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
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
import { isLoadRunning, useProject } from '../api/get-project';
import { OnboardingChecklist } from '../onboarding/onboarding-checklist';
import type { ProjectContext } from '../project-context';
import { PublishStatus } from '../publish/publish-status';
import { closedTabReason, isTabOpen, PROJECT_TABS, tabOfPath, visibleTabs } from '../tabs';

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
    const status = query.error instanceof ApiError ? query.error.statusCode : 0;
    // 403: the project exists but this account may not manage it (spec §6) — say so, and what to do.
    const title = status === 403 ? t('errors.noRights') : status === 404 ? t('errors.projectNotFound') : t('errors.loadFailed');
    return (
      <Alert color={status === 403 ? 'orange' : 'red'} title={title} data-testid="project-error" data-status={status || undefined}>
        <Stack gap={4}>
          {status === 403 && <Text size="sm">{t('errors.noRightsHint')}</Text>}
          <Anchor component={Link} to="/projects">
            {t('nav.projects')}
          </Anchor>
        </Stack>
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
  // The wait message only while a first load really runs (queued or reading), never after it failed.
  const loading = project.loadedAt === null && isLoadRunning(project.sourceStatus);
  const closedReason = t(closedTabReason(project));
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
        <PublishStatus projectId={project.uuid} canEdit={context.canEdit} />
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
      {context.canEdit && <OnboardingChecklist project={project} />}
      {!context.canEdit && <Alert color="gray">{t('project.readOnly')}</Alert>}
      <Tabs
        value={current}
        onChange={(value) => {
          if (value) navigate(`/project/${id}/${value}`);
        }}
        keepMounted={false}
      >
        <Tabs.List data-testid="project-tabs" style={{ flexWrap: 'wrap' }}>
          {visibleTabs(admin).map((tab) =>
            isTabOpen(tab, project) ? (
              <Tabs.Tab key={tab.path} value={tab.path} data-testid={`project-tab-${tab.path}`}>
                {t(tab.label)}
              </Tabs.Tab>
            ) : (
              // A disabled button gets no hover: the tooltip sits on a wrapper so it still explains why.
              <Tooltip key={tab.path} label={closedReason} multiline w={280} withArrow>
                <span data-testid={`project-tab-${tab.path}-closed`}>
                  <Tabs.Tab value={tab.path} disabled aria-description={closedReason} data-testid={`project-tab-${tab.path}`}>
                    {t(tab.label)}
                  </Tabs.Tab>
                </span>
              </Tooltip>
            ),
          )}
        </Tabs.List>
      </Tabs>
      {titleKey && current && <PageHeading order={3}>{t(titleKey)}</PageHeading>}
      <Box>
        {forbidden ? (
          <EmptyState description={translateRef('errors.pageNotFound')} />
        ) : closed ? (
          <EmptyState description={closedReason} />
        ) : (
          <Outlet context={context} />
        )}
      </Box>
    </Stack>
  );
}
