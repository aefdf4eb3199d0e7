import { Badge, type MantineColor } from '@mantine/core';
import type { CreativeGeneratorState, CreativeLogStatus } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CreativeGeneratorState | CreativeLogStatus, MantineColor> = {
  success: 'green',
  process: 'cyan',
  error: 'orange',
  failed: 'red',
  stopped: 'gray',
};

/** The generator's state (spec §4) or a run's status in the logs. */
export function StateBadge({ state, testId = 'creative-state' }: { state: CreativeGeneratorState | CreativeLogStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light" data-testid={testId} data-state={state}>
      {t(`creativeBooster.states.${state}`)}
    </Badge>
  );
}
