import { Alert, Group, Switch, Text } from '@mantine/core';
import type { CreativeBoosterState } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PlanUpgradeDialog } from '../../../ui/plan-upgrade-dialog';
import { useEnableCreativeBooster } from '../api/creative-booster';
import { StateBadge } from './state-badge';

/**
 * Turns the booster on and off for the project (spec §4). A plan without the creative booster opens the
 * plan-upgrade dialog instead of calling; a 403 of the server opens it through the project's listener.
 */
export function EnableSwitch({
  projectId,
  status,
  canEdit,
  planAllows,
}: {
  projectId: string;
  status: CreativeBoosterState | undefined;
  canEdit: boolean;
  planAllows: boolean;
}) {
  const { t } = useTranslation();
  const enable = useEnableCreativeBooster(projectId);
  const [upgrade, setUpgrade] = useState(false);
  const enabled = status?.enabled ?? false;

  const change = async (next: boolean) => {
    if (next && !planAllows) {
      setUpgrade(true);
      return;
    }
    try {
      await enable.mutateAsync(next);
      notifySuccess(t(next ? 'creativeBooster.enable.enabled' : 'creativeBooster.enable.disabled'));
    } catch (error) {
      // The plan listener shows its own dialog for a 403 'plan upgrade required'.
      if (error instanceof ApiError && error.errors.planUpgrade) return;
      notifyError(t('creativeBooster.enable.failed', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  return (
    <>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Switch
            checked={enabled}
            disabled={!canEdit || enable.isPending || status === undefined}
            onChange={(event) => void change(event.currentTarget.checked)}
            // The label states what is, so it changes with the switch rather than naming the 'on' position.
            label={t(enabled ? 'creativeBooster.enable.labelOn' : 'creativeBooster.enable.labelOff')}
            data-testid="creative-enable"
          />
          {status && <StateBadge state={status.state} />}
        </Group>
        {status?.active && <Text size="sm">{t('creativeBooster.run.running')}</Text>}
      </Group>
      {!planAllows && (
        <Alert color="grape" data-testid="creative-plan-note">
          {t('creativeBooster.enable.notInPlan')}
        </Alert>
      )}
      <PlanUpgradeDialog opened={upgrade} onClose={() => setUpgrade(false)} reason={t('creativeBooster.enable.notInPlan')} />
    </>
  );
}
