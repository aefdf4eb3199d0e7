import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusDialog } from './status-dialog';

/** Tells why the current plan is not enough (the reason comes from the caller). */
export function PlanUpgradeDialog({ opened, onClose, reason }: { opened: boolean; onClose: () => void; reason: string }) {
  const { t } = useTranslation();
  return (
    <StatusDialog
      opened={opened}
      onClose={onClose}
      title={t('ui.planUpgrade.heading')}
      message={reason}
      action={
        <Button component={Link} to="/plans" onClick={onClose}>
          {t('ui.planUpgrade.action')}
        </Button>
      }
    />
  );
}
