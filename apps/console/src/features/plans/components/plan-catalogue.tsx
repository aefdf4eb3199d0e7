import { Badge, Button, Group, Table, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../../../lib/chunk-reload';
import { useLocale } from '../../../lib/use-locale';
import { type CataloguePlan, usePlanCatalogue } from '../api/plan-details';
import { formatPrice } from '../format';

// The editor validates with the contracts' schema (zod): loaded when the administrator opens it, so
// the project pages that show plans do not carry zod.
const PlanEditor = lazy(() => importWithReload(() => import('./plan-editor')).then((m) => ({ default: m.PlanEditor })));

/** The administrator's list of every plan, archived ones too, with editing and adding. */
export function PlanCatalogue() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const catalogue = usePlanCatalogue(true);
  const [editing, setEditing] = useState<CataloguePlan | 'new' | null>(null);

  return (
    <>
      <Group justify="space-between" mt="xl">
        <Title order={3}>{t('plans.admin.heading')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="plan-new">
          {t('plans.admin.newPlan')}
        </Button>
      </Group>
      <Table striped data-testid="plan-catalogue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('plans.admin.name')}</Table.Th>
            <Table.Th>{t('plans.admin.id')}</Table.Th>
            <Table.Th>{t('plans.admin.price')}</Table.Th>
            <Table.Th>{t('plans.admin.periodDays')}</Table.Th>
            <Table.Th>{t('plans.admin.projects')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(catalogue.data ?? []).map((plan) => (
            <Table.Tr key={plan.id} data-testid={`catalogue-${plan.id}`}>
              <Table.Td>
                {plan.name} {plan.archived && <Badge color="gray">{t('plans.admin.archived')}</Badge>}
              </Table.Td>
              <Table.Td>{plan.id}</Table.Td>
              <Table.Td>{formatPrice(plan.price, locale)}</Table.Td>
              <Table.Td>{plan.periodDays}</Table.Td>
              <Table.Td>{plan.projects}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setEditing(plan)} data-testid={`plan-edit-${plan.id}`}>
                  {t('plans.admin.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <Suspense>
          <PlanEditor plan={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
