import { Alert, Button, Group, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  needsSynonyms,
  SYNONYM_KINDS,
  type SynonymEntry,
  type SynonymGroup,
  type SynonymKind,
  synonymEntrySchema,
} from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodErrors } from '../../../../lib/form';
import { ApiError } from '../../../../lib/http';
import { notifySuccess } from '../../../../lib/notify';
import { useLocale } from '../../../../lib/use-locale';
import { Modal } from '../../../../ui/modal';
import { useAddSynonyms, useUpdateSynonym } from '../../api/synonyms';

interface FormValues {
  kind: SynonymKind;
  word: string;
  synonyms: string[];
  groupId: string | null;
}

/** 'synonyms.2' (one tag) and 'entries.0.synonyms' (the server's key) both land on the tags input. */
function fieldOf(path: string): string {
  const bare = path.replace(/^entries\.\d+\./, '');
  return bare.startsWith('synonyms') ? 'synonyms' : bare;
}

interface SynonymFormProps {
  projectId: string;
  /** The entry edited; a new one when absent. */
  entry?: SynonymEntry | null;
  /** The tab decides the kinds offered: parameter synonyms, or the three search kinds. */
  paramTab: boolean;
  groups: SynonymGroup[];
  defaultGroupId?: string | null;
  onDone: () => void;
}

/** Add or edit one synonym entry (spec §3, §5): kind, word, synonyms as tags, group. */
export function SynonymForm({ projectId, entry, paramTab, groups, defaultGroupId, onDone }: SynonymFormProps) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const add = useAddSynonyms(projectId);
  const update = useUpdateSynonym(projectId);
  const [general, setGeneral] = useState<string | null>(null);
  const kinds = SYNONYM_KINDS.filter((kind) => (paramTab ? kind === 'param' : kind !== 'param'));
  const form = useForm<FormValues>({
    initialValues: {
      kind: entry?.kind ?? kinds[0] ?? 'twoWay',
      word: entry?.word ?? '',
      synonyms: entry?.synonyms ?? [],
      groupId: entry?.groupId ?? defaultGroupId ?? null,
    },
    validate: (values) => zodErrors(synonymEntrySchema, values, locale, fieldOf),
  });

  const onSubmit = async (values: FormValues) => {
    setGeneral(null);
    const body = { ...values, synonyms: needsSynonyms(values.kind) ? values.synonyms : [] };
    try {
      if (entry) await update.mutateAsync({ synonymId: entry.id, patch: body });
      else await add.mutateAsync([body]);
      notifySuccess(t('relevance.common.saved'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) fields[fieldOf(key)] ??= messages[0];
      form.setErrors(fields);
      // §8 'error adding synonyms', with the server's reason when it names no field.
      setGeneral(
        Object.keys(fields).length ? translateRef('errors.synonymsAdd') : `${translateRef('errors.synonymsAdd')}: ${error.message}`,
      );
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void onSubmit(values))} data-testid="synonym-form" noValidate>
      <Stack>
        <Select
          label={t('relevance.synonyms.kind')}
          data={kinds.map((kind) => ({ value: kind, label: t(`relevance.synonyms.kinds.${kind}`) }))}
          allowDeselect={false}
          data-testid="synonym-kind"
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={form.values.kind === 'param' ? t('relevance.synonyms.paramValue') : t('relevance.synonyms.word')}
          required
          data-testid="synonym-word"
          {...form.getInputProps('word')}
        />
        {needsSynonyms(form.values.kind) && (
          <TagsInput
            label={t('relevance.synonyms.synonyms')}
            description={t('relevance.synonyms.synonymsHint')}
            required
            data-testid="synonym-synonyms"
            {...form.getInputProps('synonyms')}
          />
        )}
        <Select
          label={t('relevance.synonyms.group')}
          data={groups.map((group) => ({ value: group.id, label: group.name }))}
          clearable
          data-testid="synonym-group"
          {...form.getInputProps('groupId')}
        />
        {general && (
          <Alert color="red" data-testid="synonym-form-error">
            {general}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('relevance.common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending} data-testid="synonym-save">
            {t('relevance.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form in a dialog; opened with an entry to edit it. */
export function SynonymFormModal({ opened, ...props }: SynonymFormProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={props.onDone}
      title={props.entry ? t('relevance.synonyms.editTitle') : t('relevance.synonyms.addTitle')}
      data-testid="synonym-modal"
    >
      {opened && <SynonymForm key={props.entry?.id ?? 'new'} {...props} />}
    </Modal>
  );
}
