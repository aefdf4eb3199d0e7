import { Badge } from '@mantine/core';
import type { PlanState } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PlanState, string> = { active: 'teal', expiringSoon: 'yellow', expired: 'red', unpaid: 'grape' };

export function PlanStateBadge({ state }: { state: PlanState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} data-testid="plan-state">
      {t(`plans.state.${state}`)}
    </Badge>
  );
}
