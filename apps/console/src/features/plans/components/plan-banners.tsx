import type { ProjectDetail } from '@vitrina/contracts';
import { PlanUpgradeListener } from './plan-upgrade-listener';
import { PlanWarnings } from './plan-warnings';
import { QuotaNotice } from './quota-notice';

/** What the project layout shows about the plan: the warnings, the month's queries near the limit and the upgrade dialog. */
export function PlanBanners({ project }: { project: ProjectDetail }) {
  return (
    <>
      <PlanWarnings key={project.uuid} project={project} />
      <QuotaNotice project={project} />
      <PlanUpgradeListener />
    </>
  );
}
