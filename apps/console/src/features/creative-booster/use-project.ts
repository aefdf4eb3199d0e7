import type { ProjectDetail } from '@vitrina/contracts';
import { useOutletContext } from 'react-router';

/**
 * What the project layout already knows (its outlet context): whether the user may edit, and the
 * project whose plan says whether the creative booster is included.
 */
export function useProjectFacts(): { canEdit: boolean; planAllows: boolean } {
  const context = useOutletContext<{ canEdit?: boolean; project?: ProjectDetail } | undefined>();
  const features = context?.project?.planSubscription?.plan.features;
  // Without a subscription in the context the server decides (its 403 opens the upgrade dialog).
  return { canEdit: context?.canEdit === true, planAllows: features ? features.creativeBooster : true };
}
