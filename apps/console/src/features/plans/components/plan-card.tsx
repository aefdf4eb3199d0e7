import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planNameIn } from '../../../lib/plan-name';
import { useLocale } from '../../../lib/use-locale';
import { formatPrice } from '../format';
import { PlanFeatures } from './plan-features';

/** One plan: name, price per period, features, and what the reader can do with it. */
export function PlanCard({ plan, current, action }: { plan: Plan; current: boolean; action?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Card
      withBorder
      padding="lg"
      data-testid={`plan-card-${plan.id}`}
      style={current ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          <Title order={4}>{planNameIn(t, plan.name)}</Title>
          {current && <Badge>{t('plans.current')}</Badge>}
          {plan.isTrial && !current && <Badge variant="light">{t('plans.trialBadge')}</Badge>}
        </Group>
        <Text fw={700} size="lg" data-testid="plan-price">
          {plan.price === 0 ? t('plans.free') : t('plans.perPeriod', { price: formatPrice(plan.price, locale), days: plan.periodDays })}
        </Text>
        <PlanFeatures features={plan.features} />
        {plan.isTrial ? (
          <Text size="sm" c="dimmed" mt="auto">
            {t('plans.trialNote')}
          </Text>
        ) : (
          action && <Group mt="auto">{action}</Group>
        )}
      </Stack>
    </Card>
  );
}
