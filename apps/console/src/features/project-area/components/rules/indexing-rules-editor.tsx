import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IndexingRule } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../../lib/form';
import { ApiError } from '../../../../lib/http';
import { notifySuccess } from '../../../../lib/notify';
import { useLocale } from '../../../../lib/use-locale';
import { useIndexingRules } from '../../api/get-indexing-rules';
import { usePreviewIndexingRules } from '../../api/preview-indexing-rules';
import { useSaveIndexingRules } from '../../api/save-indexing-rules';
import { RuleCard } from './rule-card';
import { emptyRule, type RulesFormValues, toFormRules, toIndexingRules, validateRules } from './rules-form';
import { RulesPreviewSummary, RulesPreviewTable } from './rules-preview-table';

/** Server field keys ('rules.0.actions.1.template') are the form's own paths; anything else is shown above the list. */
function splitServerErrors(error: ApiError) {
  const fields = serverErrors(error, (field) => (/^rules\.\d+\./.test(field) ? field : null));
  const general = Object.entries(error.errors)
    .filter(([field]) => !/^rules\.\d+\./.test(field))
    .map(([, messages]) => messages[0])
    .find(Boolean);
  return { fields, general: general ?? (Object.keys(fields).length ? undefined : error.message) };
}

/** Indexing rules (spec §3, §5): edit, preview on the live catalog, save for the next feed load. */
export function IndexingRulesEditor({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useIndexingRules(projectId);
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{t('errors.loadFailed')}</Alert>;
  return <RulesEditorForm projectId={projectId} canEdit={canEdit} saved={query.data} />;
}

export function RulesEditorForm({ projectId, canEdit, saved }: { projectId: string; canEdit: boolean; saved: IndexingRule[] }) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const save = useSaveIndexingRules(projectId);
  const preview = usePreviewIndexingRules(projectId);
  const [general, setGeneral] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(saved.length);
  const form = useForm<RulesFormValues>({
    initialValues: { rules: toFormRules(saved) },
    validate: (values) => validateRules(values, locale),
  });
  const rules = form.values.rules;

  /** Client checks of spec §5; false when something must be fixed first. */
  const check = (forSave: boolean): boolean => {
    setGeneral(null);
    // An empty list is a valid save only when it clears saved rules; otherwise there is nothing to do.
    if (rules.length === 0 && (!forSave || savedCount === 0)) {
      setGeneral(translateRef('validation.ruleRequired'));
      return false;
    }
    return !form.validate().hasErrors;
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const { fields, general: message } = splitServerErrors(error);
    if (Object.keys(fields).length) form.setErrors(fields);
    setGeneral(message ?? null);
  };

  const onSave = async () => {
    if (!check(true)) return;
    try {
      const answer = await save.mutateAsync(toIndexingRules(rules));
      form.resetDirty();
      setSavedCount(answer.length);
      notifySuccess(t('project.rules.saved'));
    } catch (error) {
      showServerError(error);
    }
  };

  const onPreview = async () => {
    if (!check(false)) return;
    try {
      await preview.mutateAsync(toIndexingRules(rules));
    } catch (error) {
      showServerError(error);
    }
  };

  const errorCount = Object.keys(form.errors).length;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="rules-editor">
      <Stack>
        <Stack gap={4}>
          <Title order={4}>{t('project.rules.heading')}</Title>
          <Text size="sm" c="dimmed">
            {t('project.rules.intro')}
          </Text>
        </Stack>
        {rules.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="rules-empty">
            {t('project.rules.empty')}
          </Text>
        )}
        {rules.map((rule, index) => (
          <RuleCard key={rule.uid} form={form} index={index} count={rules.length} disabled={!canEdit} />
        ))}
        {general && (
          <Alert color="red" data-testid="rules-error">
            {general}
          </Alert>
        )}
        {errorCount > 0 && !general && (
          <Text size="sm" c="red" data-testid="rules-invalid">
            {t('project.rules.fixErrors')}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            {canEdit && (
              <Button
                variant="light"
                onClick={() => {
                  form.insertListItem('rules', emptyRule());
                  setGeneral(null);
                }}
                data-testid="rules-add"
              >
                + {t('project.rules.addRule')}
              </Button>
            )}
            <Button variant="default" onClick={() => void onPreview()} loading={preview.isPending} data-testid="rules-preview">
              {t('project.rules.previewButton')}
            </Button>
          </Group>
          {canEdit && (
            <Button onClick={() => void onSave()} loading={save.isPending} disabled={!form.isDirty()} data-testid="rules-save">
              {t('common.save')}
            </Button>
          )}
        </Group>
        {preview.data && !preview.isPending && (
          <Stack gap="xs">
            <Title order={5}>{t('project.rules.preview.heading')}</Title>
            <Text size="sm" c="dimmed">
              {t('project.rules.preview.note')}
            </Text>
            <RulesPreviewSummary preview={preview.data} ruleNames={preview.variables?.map((rule) => rule.name ?? '') ?? []} />
            {preview.data.samples.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('project.rules.preview.samplesNote', { count: preview.data.samples.length })}
              </Text>
            )}
            <RulesPreviewTable rows={preview.data.samples} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
