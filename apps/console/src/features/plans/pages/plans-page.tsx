import { Select, Stack, Text } from '@mantine/core';
import { can, isAdmin } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser, useSession } from '../../../lib/session';
import { useProjectChoices } from '../api/get-projects';
import { PlanCatalogue } from '../components/plan-catalogue';
import { PlanChooser } from '../components/plan-chooser';
import { PublicPlans } from './public-plans';

/**
 * /plans — the plans compared side by side. It is public (spec §2): a visitor sees the comparison and
 * the way to the free trial; a signed-in user chooses a plan for one of their projects (?project=id),
 * and the administrator also edits the catalogue here.
 */
export function PlansPage() {
  const session = useSession();
  return session.user ? <ProjectPlans /> : <PublicPlans />;
}

function ProjectPlans() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const projects = useProjectChoices();
  const list = projects.data ?? [];
  const selected = list.find((p) => p.uuid === search.get('project')) ?? list[0] ?? null;

  return (
    <Stack>
      {list.length > 0 ? (
        <Select
          label={t('plans.project')}
          data={list.map((p) => ({ value: p.uuid, label: p.name }))}
          value={selected?.uuid ?? null}
          onChange={(value) => value && setSearch({ project: value }, { replace: true })}
          allowDeselect={false}
          maw={400}
          data-testid="plans-project"
        />
      ) : (
        projects.isSuccess && <Text c="dimmed">{t('plans.noProjects')}</Text>
      )}
      <PlanChooser
        projectId={selected?.uuid ?? null}
        projectName={selected?.name ?? ''}
        subscription={selected?.planSubscription ?? null}
        canChange={selected !== null && can(user.permissions, 'edit', selected.uuid)}
      />
      {isAdmin(user.permissions) && <PlanCatalogue />}
    </Stack>
  );
}
