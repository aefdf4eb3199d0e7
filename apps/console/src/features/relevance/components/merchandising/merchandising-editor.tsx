import { Alert, Anchor, Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MerchandisingRule } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverErrors } from '../../../../lib/form';
import { ApiError } from '../../../../lib/http';
import { notifySuccess } from '../../../../lib/notify';
import { useLocale } from '../../../../lib/use-locale';
import { useMerchandisingRules, useSaveMerchandisingRules } from '../../api/merchandising-rules';
import { RuleCard } from './rule-card';
import { RulePreview } from './rule-preview';
import { emptyRule, type MerchFormValues, toFormRules, toWireRules, validateMerchRules } from './rules-model';

const RULE_FIELD = /^rules\.\d+\./;

/** Merchandising search (spec §2 'issuance'): the rules, saved as one list, and a preview of the selected one. */
export function MerchandisingEditor({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useMerchandisingRules(projectId);
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{t('relevance.common.loadFailed')}</Alert>;
  return <MerchandisingForm projectId={projectId} canEdit={canEdit} saved={query.data} />;
}

export function MerchandisingForm({ projectId, canEdit, saved }: { projectId: string; canEdit: boolean; saved: MerchandisingRule[] }) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const save = useSaveMerchandisingRules(projectId);
  const [general, setGeneral] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const form = useForm<MerchFormValues>({
    initialValues: { rules: toFormRules(saved) },
    validate: (values) => validateMerchRules(values, locale),
  });
  const rules = form.values.rules;
  const current = rules[selected] ?? null;

  const onSave = async () => {
    setGeneral(null);
    if (form.validate().hasErrors) {
      setGeneral(translateRef('errors.formInvalid'));
      return;
    }
    try {
      await save.mutateAsync(toWireRules(rules));
      form.resetDirty();
      notifySuccess(t('relevance.common.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = serverErrors(error, (field) =>
        RULE_FIELD.test(field) ? field.replace(/^(rules\.\d+\.params\.\w+Ids)\.\d+$/, '$1') : null,
      );
      form.setErrors(fields);
      const other = Object.entries(error.errors).find(([field]) => !RULE_FIELD.test(field))?.[1][0];
      setGeneral(other ?? (Object.keys(fields).length ? translateRef('errors.formInvalid') : error.message));
    }
  };

  return (
    <Grid data-testid="rules-table">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('relevance.merch.intro')}{' '}
            <Anchor component={Link} to={`/project/${encodeURIComponent(projectId)}/feed?section=rules`} data-testid="merch-indexing-link">
              {t('relevance.merch.indexingLink')}
            </Anchor>
          </Text>
          {rules.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="merch-empty">
              {t('relevance.merch.empty')}
            </Text>
          )}
          {rules.map((rule, index) => (
            <RuleCard
              key={rule.uid}
              projectId={projectId}
              form={form}
              index={index}
              selected={index === selected}
              onSelect={() => setSelected(index)}
              disabled={!canEdit}
            />
          ))}
          {general && (
            <Alert color="red" data-testid="merch-error">
              {general}
            </Alert>
          )}
          {canEdit && (
            <Group justify="space-between">
              <Button
                variant="light"
                onClick={() => {
                  form.insertListItem('rules', emptyRule());
                  setSelected(rules.length);
                }}
                data-testid="merch-add"
              >
                + {t('relevance.merch.add')}
              </Button>
              <Button onClick={() => void onSave()} loading={save.isPending} disabled={!form.isDirty()} data-testid="merch-save">
                {t('relevance.common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <RulePreview projectId={projectId} query={current ? current.query : null} regex={current?.regex ?? false} />
      </Grid.Col>
    </Grid>
  );
}
