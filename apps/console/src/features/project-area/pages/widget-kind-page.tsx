import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectContext } from '../project-context';
import { FormActions } from '../widget/form-actions';
import { KindOptions } from '../widget/kind-options';
import { planLockedSwitches } from '../widget/plan-locked';
import { SnippetPanel } from '../widget/snippet-panel';
import { useWidgetForm } from '../widget/use-widget-form';
import type { WidgetKind } from '../widget/widget-form';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** /project/:id/settings/{search,complex,classic}-widget: snippet, the kind's options and instructions. */
export function WidgetKindPage({ kind }: { kind: WidgetKind }) {
  const { t } = useTranslation();
  const { project, canEdit } = useProjectContext();
  const api = useWidgetForm(project);
  const active = api.form.getValues().kind === kind;
  return (
    <Stack maw={980}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={4}>{t(`widget.kinds.${kind}`)}</Title>
            {active ? (
              <Badge color="green" data-testid="widget-kind-active">
                {t('widget.kindActive')}
              </Badge>
            ) : (
              canEdit && (
                <Button size="xs" variant="light" onClick={() => api.form.setFieldValue('kind', kind)} data-testid="widget-kind-use">
                  {t('widget.useKind')}
                </Button>
              )
            )}
          </Group>
          <Text size="sm">{t(`widget.kindDescriptions.${kind}`)}</Text>
          {!active && (
            <Text size="sm" c="dimmed">
              {t('widget.kindInactive', { kind: t(`widget.kinds.${api.form.getValues().kind}`) })}
            </Text>
          )}
        </Stack>
      </Paper>
      <form onSubmit={api.submit} noValidate>
        <Stack>
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Title order={5}>{t('widget.kindOptions')}</Title>
              <KindOptions kind={kind} form={api.form} readOnly={!canEdit} locked={planLockedSwitches(project)} />
            </Stack>
          </Paper>
          {canEdit && <FormActions api={api} />}
        </Stack>
      </form>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={4}>{t('widget.instructionsHeading')}</Title>
          <List type="ordered" spacing="xs" size="sm">
            {STEPS.map((step) => (
              <List.Item key={step}>{t(`widget.instructions.${kind}.${step}`)}</List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to={`/project/${project.uuid}/preview?kind=${kind}`} variant="default" size="xs">
              {t('widget.openPreview')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SnippetPanel projectId={project.uuid} />
    </Stack>
  );
}

export const SearchWidgetPage = () => <WidgetKindPage kind="v3" />;
export const ComplexWidgetPage = () => <WidgetKindPage kind="complex" />;
export const ClassicWidgetPage = () => <WidgetKindPage kind="classic" />;
