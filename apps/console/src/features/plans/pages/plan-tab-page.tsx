import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useProjectPlan } from '../api/get-project-plan';
import { CurrentPlan } from '../components/current-plan';
import { PlanChooser } from '../components/plan-chooser';
import { formatCount } from '../format';

/** What the project layout hands its tabs (the app's outlet context). */
interface TabContext {
  project: ProjectDetail;
  canEdit: boolean;
}

/** /project/:id/plan — the current plan, its state and limits, and changing it (spec §2). */
export function PlanTabPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { project, canEdit } = useOutletContext<TabContext>();
  const plan = useProjectPlan(project.uuid);
  const exceeds = project.exceedsAllowOffers;

  if (plan.isPending) return <Loader />;
  if (plan.isError) return <Alert color="red">{t('plans.loadFailed')}</Alert>;

  return (
    <Stack>
      {plan.data ? <CurrentPlan plan={plan.data} project={project} /> : <Text data-testid="no-plan">{t('plans.tab.noPlan')}</Text>}
      {exceeds && (
        <Alert color="orange" data-testid="plan-exceeds-offers">
          {t('plans.exceedsAllowOffersMsg', {
            offersLimit: formatCount(exceeds.offersLimit, locale),
            offersCount: formatCount(exceeds.offersCount, locale),
          })}
        </Alert>
      )}
      <Title order={4}>{t('plans.tab.changeHeading')}</Title>
      {!canEdit && <Text c="dimmed">{t('plans.tab.readOnly')}</Text>}
      <PlanChooser
        projectId={project.uuid}
        projectName={project.name}
        subscription={plan.data ?? project.planSubscription}
        canChange={canEdit}
      />
    </Stack>
  );
}
