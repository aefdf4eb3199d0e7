import type { ProjectDetail } from '@vitrina/contracts';
import { PlanUpgradeListener } from './plan-upgrade-listener';
import { PlanWarnings } from './plan-warnings';

/** What the project layout shows about the plan: the warnings and the upgrade dialog. */
export function PlanBanners({ project }: { project: ProjectDetail }) {
  return (
    <>
      <PlanWarnings key={project.uuid} project={project} />
      <PlanUpgradeListener />
    </>
  );
}
