import { Anchor, Badge, Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { ADMIN_SEGMENTS, SOURCE_STATUSES } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planNameIn } from '../../../lib/plan-name';
import { type OverviewFilter, PAGE_SIZE, usePlans, useProjectsOverview } from '../api/service';

/** Every project of the service, filtered by status, plan and segment (administrators). */
export function ProjectsOverview() {
  const { t, i18n } = useTranslation();
  const [f, setF] = useState<OverviewFilter>({ status: null, plan: null, segment: null, filter: '', page: 1 });
  const overview = useProjectsOverview(f);
  const plans = usePlans();
  const set = (patch: Partial<OverviewFilter>) => setF((old) => ({ ...old, ...patch, page: patch.page ?? 1 }));
  const total = overview.data?.totalCount ?? 0;

  return (
    <>
      <Group align="flex-end" mb="md">
        <TextInput
          label={t('administrator.service.search')}
          value={f.filter}
          onChange={(e) => set({ filter: e.currentTarget.value })}
          data-testid="overview-search"
        />
        <Select
          label={t('administrator.service.status')}
          clearable
          data={SOURCE_STATUSES.map((value) => ({ value, label: value }))}
          value={f.status}
          onChange={(status) => set({ status })}
        />
        <Select
          label={t('administrator.service.plan')}
          clearable
          data={[
            { value: 'none', label: t('administrator.service.noPlan') },
            ...(plans.data ?? []).map((plan) => ({ value: plan.id, label: planNameIn(t, plan.name) })),
          ]}
          value={f.plan}
          onChange={(plan) => set({ plan })}
        />
        <Select
          label={t('administrator.fields.segment')}
          clearable
          data={[
            { value: 'none', label: t('administrator.service.noSegment') },
            ...ADMIN_SEGMENTS.map((value) => ({ value, label: t(`administrator.segments.${value}`) })),
          ]}
          value={f.segment}
          onChange={(segment) => set({ segment })}
          data-testid="overview-segment"
        />
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {t('administrator.service.found', { count: total })}
      </Text>
      <Table striped data-testid="overview-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('administrator.service.project')}</Table.Th>
            <Table.Th>{t('administrator.service.status')}</Table.Th>
            <Table.Th>{t('administrator.service.plan')}</Table.Th>
            <Table.Th>{t('administrator.fields.segment')}</Table.Th>
            <Table.Th>{t('administrator.service.owner')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(overview.data?.data ?? []).map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>
                <Anchor component={Link} to={`/project/${row.uuid}/administrator`}>
                  {row.name || row.siteUrl}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.siteUrl}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{row.sourceStatus}</Badge>
              </Table.Td>
              <Table.Td>
                {row.plan ? (
                  <Text size="sm">
                    {row.plan.name ? planNameIn(t, row.plan.name) : row.plan.id}
                    {row.plan.endsAt ? ` · ${new Date(row.plan.endsAt).toLocaleDateString(i18n.language)}` : ''}
                    {row.plan.unpaid ? ` · ${t('administrator.service.unpaid')}` : ''}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('administrator.service.noPlan')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.segment ? t(`administrator.segments.${row.segment}`) : '—'}</Table.Td>
              <Table.Td>{row.ownerEmail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > PAGE_SIZE && <Pagination mt="md" total={Math.ceil(total / PAGE_SIZE)} value={f.page} onChange={(page) => set({ page })} />}
    </>
  );
}
