import { Alert, Anchor } from '@mantine/core';
import { type ProjectDetail, queryQuotaLevel } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { limitsQueries, useProjectPlan } from '../api/get-project-plan';
import { formatCount } from '../format';

const COLOURS = { nearing: 'yellow', grace: 'orange', exceeded: 'red' } as const;

/**
 * The month's search queries above every tab once they near the plan's limit (80 %), pass it (the
 * grace margin: search still answers) or pass the grace margin (search answers empty), with the
 * usage and a link to change the plan. Read only for a project whose plan limits queries.
 */
export function QuotaNotice({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const plan = useProjectPlan(project.uuid, limitsQueries(project)).data;
  const limit = plan?.plan.features.queriesPerMonth ?? null;
  if (!plan || limit === null) return null;
  const level = queryQuotaLevel(plan.queriesThisMonth, limit, plan.queriesGraceLimit);
  if (level === 'ok') return null;
  const values = {
    used: formatCount(plan.queriesThisMonth, locale),
    limit: formatCount(limit, locale),
    graceLimit: formatCount(plan.queriesGraceLimit ?? limit, locale),
    percent: Math.floor((plan.queriesThisMonth * 100) / limit),
  };
  return (
    <Alert color={COLOURS[level]} data-testid={`plan-queries-${level}`}>
      {level === 'exceeded' ? t('plans.queryLimitMessage', values) : t(`plans.quota.${level}`, values)}
      <Anchor component={Link} to={`/project/${project.uuid}/plan`} ml="xs">
        {t('plans.toPlan')}
      </Anchor>
    </Alert>
  );
}
