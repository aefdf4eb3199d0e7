import { Alert, Badge, Button, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Category, useCategoryParams, useParamStatus } from '../api/categories';

/** The params offers of one category carry, each switched on or off for this category and below it. */
export function CategoryParams({ projectId, category, canEdit }: { projectId: string; category: Category | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const params = useCategoryParams(projectId, category?.id ?? null);
  const status = useParamStatus(projectId);
  if (!category)
    return (
      <Text size="sm" c="dimmed">
        {t('categories.params.choose')}
      </Text>
    );
  const all = params.data ?? [];
  const setAll = (enabled: boolean) => status.mutate({ ids: all.map((p) => p.id), enabled, categoryId: category.id });
  return (
    <Paper withBorder p="md" radius="md" data-testid="category-params">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('categories.params.heading', { name: category.name })}</Title>
          {canEdit && all.length > 1 && (
            <Group gap={4}>
              <Button size="xs" variant="light" onClick={() => setAll(true)} loading={status.isPending} data-testid="params-all-on">
                {t('categories.params.allOn')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => setAll(false)}
                loading={status.isPending}
                data-testid="params-all-off"
              >
                {t('categories.params.allOff')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('categories.params.intro')}
        </Text>
        {params.isPending && <Loader size="xs" />}
        {params.isError && <Alert color="red">{t('categories.common.loadFailed')}</Alert>}
        {params.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('categories.params.empty')}
          </Text>
        )}
        {all.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.params.name')}</Table.Th>
                <Table.Th>{t('categories.params.values')}</Table.Th>
                <Table.Th>{t('categories.params.shown')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {all.map((param) => (
                <Table.Tr key={param.id} data-testid={`category-param-${param.name}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {param.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('categories.common.products', { count: param.offers })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {param.values.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {canEdit ? (
                        <Switch
                          checked={param.enabled}
                          aria-label={t('categories.params.shown')}
                          disabled={status.isPending}
                          onChange={(event) =>
                            status.mutate({ ids: [param.id], enabled: event.currentTarget.checked, categoryId: category.id })
                          }
                        />
                      ) : (
                        <Badge variant="light" color={param.enabled ? 'green' : 'gray'}>
                          {param.enabled ? t('categories.common.on') : t('categories.common.off')}
                        </Badge>
                      )}
                      {param.own === null && (
                        <Text size="xs" c="dimmed">
                          {t('categories.params.inherited')}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
