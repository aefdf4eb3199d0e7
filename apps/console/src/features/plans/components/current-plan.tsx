import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail, ProjectPlan } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { planNameIn } from '../../../lib/plan-name';
import { useLocale } from '../../../lib/use-locale';
import { formatCount, formatDate } from '../format';
import { PlanStateBadge } from './plan-state-badge';

/** The project's plan now: its state, until when, and how much of its limits is used. */
export function CurrentPlan({ plan, project }: { plan: ProjectPlan; project: ProjectDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { offersLimit, queriesPerMonth } = plan.plan.features;
  return (
    <Card withBorder padding="lg" data-testid="current-plan">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={4}>{planNameIn(t, plan.plan.name)}</Title>
          <PlanStateBadge state={plan.state} />
        </Group>
        <Text data-testid="plan-ends-at">{t('plans.tab.endsAt', { date: formatDate(plan.endsAt, locale) })}</Text>
        {queriesPerMonth !== null && (
          <Text size="sm" data-testid="plan-queries">
            {t('plans.tab.queries', { used: formatCount(plan.queriesThisMonth, locale), limit: formatCount(queriesPerMonth, locale) })}
          </Text>
        )}
        {offersLimit !== null && (
          <Text size="sm" data-testid="plan-offers">
            {t('plans.tab.offers', { count: formatCount(project.offersCount, locale), limit: formatCount(offersLimit, locale) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
