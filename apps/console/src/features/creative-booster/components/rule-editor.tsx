import { Button, Divider, Grid, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CreativeRule, CreativeRulesAnswer, CreativeTemplate } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useSaveCreativeRules } from '../api/creative-booster';
import { newRuleValues, type RuleFormValues, ruleOf, ruleValues, validateRule } from '../form-model';
import { LimitsFields } from './limits-fields';
import { PreviewPane } from './preview-pane';
import { RembgFields } from './rembg-fields';
import { VariablesTable } from './variables-table';

/** The editor of one template's rule (spec §3 'Creative template'), checked with the contracts schema before saving. */
export function RuleEditor({
  projectId,
  template,
  saved,
  canEdit,
  onBack,
}: {
  projectId: string;
  template: CreativeTemplate;
  saved: CreativeRulesAnswer;
  canEdit: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const save = useSaveCreativeRules(projectId);
  const existing = saved.rules.templates.findIndex((rule) => rule.templateId === template.id);
  const initial = existing >= 0 ? ruleValues(saved.rules.templates[existing] as CreativeRule) : newRuleValues(template);
  const form = useForm<RuleFormValues>({ initialValues: initial, validate: (values) => validateRule(values, locale) });
  const disabled = !canEdit;

  const submit = form.onSubmit(
    async (values) => {
      const rule = ruleOf(values) as CreativeRule;
      const templates = [...saved.rules.templates];
      const at = existing >= 0 ? existing : templates.length;
      templates[at] = rule;
      try {
        await save.mutateAsync({ rules: { templates }, preserveHash: saved.preserveHash });
        notifySuccess(t('creativeBooster.editor.saved'));
        form.resetDirty();
      } catch (error) {
        const prefix = `rules.templates.${at}.`;
        if (error instanceof ApiError && Object.keys(error.errors).length) {
          form.setErrors(serverErrors(error, (field) => (field.startsWith(prefix) ? field.slice(prefix.length) : field)));
        }
        notifyError(t('creativeBooster.editor.saveFailed', { reason: error instanceof Error ? error.message : '' }));
      }
    },
    () => notifyWarning(t('creativeBooster.editor.invalid')),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="creative-editor">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Title order={4}>{t('creativeBooster.editor.title', { name: template.name })}</Title>
            <TextInput
              label={t('creativeBooster.editor.name')}
              withAsterisk
              disabled={disabled}
              data-testid="creative-name"
              {...form.getInputProps('name')}
            />
            <Switch
              label={t('creativeBooster.editor.enabled')}
              disabled={disabled}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
            <Divider label={t('creativeBooster.editor.variables')} labelPosition="left" />
            <VariablesTable form={form} placeholders={template.variables} disabled={disabled} />
            <Divider label={t('creativeBooster.editor.limits')} labelPosition="left" />
            <LimitsFields form={form} projectId={projectId} disabled={disabled} />
            <Divider label={t('creativeBooster.editor.photo')} labelPosition="left" />
            <RembgFields form={form} disabled={disabled} />
            <Group>
              {canEdit && (
                <Button type="submit" loading={save.isPending} data-testid="creative-save">
                  {t('creativeBooster.common.save')}
                </Button>
              )}
              <Button variant="default" onClick={onBack} data-testid="creative-back">
                {t('creativeBooster.common.back')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <PreviewPane projectId={projectId} form={form} disabled={disabled} />
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
