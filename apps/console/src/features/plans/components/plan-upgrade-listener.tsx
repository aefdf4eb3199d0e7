import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/http';
import { PlanUpgradeDialog } from '../../../ui/plan-upgrade-dialog';

/** The API marks 'plan upgrade required' with errors.planUpgrade (the feature) and the reason as message. */
export function planUpgradeReason(error: unknown): string | null {
  return error instanceof ApiError && error.statusCode === 403 && error.errors.planUpgrade ? error.message : null;
}

/**
 * Opens the plan-upgrade dialog with its reason whenever a call of the project's pages answers that
 * the plan lacks the feature (statistics, trade widgets, …), whichever feature made the call.
 */
export function PlanUpgradeListener() {
  const client = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    const fromQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        const found = planUpgradeReason(event.action.error);
        if (found) setReason(found);
      }
    });
    const fromMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        const found = planUpgradeReason(event.action.error);
        if (found) setReason(found);
      }
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [client]);
  return <PlanUpgradeDialog opened={reason !== null} onClose={() => setReason(null)} reason={reason ?? ''} />;
}
