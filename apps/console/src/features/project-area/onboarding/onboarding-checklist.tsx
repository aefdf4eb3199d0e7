import { Anchor, Badge, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProjectDetail } from '@vitrina/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePublication } from '../api/get-publication';
import { useSearchesSeen } from '../api/get-searches-seen';
import { asksForSearches, hiddenBefore, hideOnThisDevice, isHiddenHere } from './hidden-here';
import { isOnboardingDone, type OnboardingStep, onboardingSteps, type StepState } from './onboarding-steps';

const COLOURS: Record<StepState, string> = { done: 'teal', active: 'blue', failed: 'red', todo: 'gray', waiting: 'gray' };
const MARKS: Record<StepState, string> = { done: '✓', active: '…', failed: '!', todo: '', waiting: '' };
function StepRow({ step, number, projectId }: { step: OnboardingStep; number: number; projectId: string }) {
  const { t } = useTranslation();
  const base = `project.onboarding.steps.${step.key}`;
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" data-testid={`onboarding-step-${step.key}`} data-state={step.state}>
      <ThemeIcon radius="xl" size="md" color={COLOURS[step.state]} variant={step.state === 'done' ? 'filled' : 'light'}>
        <Text size="xs" fw={700}>
          {MARKS[step.state] || number}
        </Text>
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fw={600} size="sm" td={step.state === 'done' ? 'line-through' : undefined} c={step.state === 'done' ? 'dimmed' : undefined}>
            {t(`${base}.title`)}
          </Text>
          {step.state !== 'done' && step.state !== 'waiting' && (
            <Anchor component={Link} to={`/project/${projectId}/${step.path}`} size="sm" data-testid={`onboarding-link-${step.key}`}>
              {t(`${base}.action`)} →
            </Anchor>
          )}
        </Group>
        <Text size="xs" c={step.state === 'failed' ? 'red' : 'dimmed'}>
          {t(`${base}.${step.state}`)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The next steps after creating a project, until all are done or the owner hides the list (per project, on this device). */
export function OnboardingChecklist({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [hiddenNow, setHidden] = useState(false);
  // The device's flags are read once per project, not on every render (each is a read of the browser's storage).
  const hiddenHere = useMemo(() => isHiddenHere(project.uuid), [project.uuid]);
  const legacy = useMemo(() => hydrated && hiddenBefore(project.uuid), [hydrated, project.uuid]);
  const hidden = hiddenNow || hiddenHere || legacy;
  useEffect(() => {
    if (legacy) hideOnThisDevice(project.uuid);
  }, [legacy, project.uuid]);
  const searches = useSearchesSeen(project.uuid, asksForSearches(project, hidden));
  const publication = usePublication(project.uuid);
  const steps = onboardingSteps(project, searches, publication.data ? publication.data.state === 'live' : null);
  if (hidden || isOnboardingDone(steps)) return null;
  const done = steps.filter((step) => step.state === 'done').length;
  const hide = () => {
    hideOnThisDevice(project.uuid);
    setHidden(true);
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="onboarding-checklist">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Title order={5}>{t('project.onboarding.title')}</Title>
            <Badge variant="light">{t('project.onboarding.progress', { done, total: steps.length })}</Badge>
          </Group>
          <CloseButton
            aria-label={t('project.onboarding.hide')}
            title={t('project.onboarding.hide')}
            onClick={hide}
            data-testid="onboarding-hide"
          />
        </Group>
        <Progress value={(done / steps.length) * 100} size="sm" color="teal" aria-label={t('project.onboarding.title')} />
        {steps.map((step, index) => (
          <StepRow key={step.key} step={step} number={index + 1} projectId={project.uuid} />
        ))}
      </Stack>
    </Paper>
  );
}
