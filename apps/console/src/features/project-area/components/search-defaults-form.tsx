import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type PatchSourceBody, type Project, patchSourceBody } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { zodErrors } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { LOCALE_NAMES } from '../../../ui/locale-names';
import { useSaveProject } from '../api/update-project';

interface Values {
  regionId: string;
  segmentId: string;
  languages: string[];
}

const FIELDS = new Set(['regionId', 'segmentId', 'languages']);

/** Server and schema paths (languages.1) → the form's fields. */
function fieldOf(path: string): string | null {
  const field = path.split('.')[0] ?? path;
  return FIELDS.has(field) ? field : null;
}

/** An empty region or segment is "none" (null on the server). */
function toPatch(values: Values): PatchSourceBody {
  return {
    regionId: values.regionId.trim() || null,
    segmentId: values.segmentId.trim() || null,
    languages: values.languages as PatchSourceBody['languages'],
  };
}

/**
 * What searches use when the shop's page names nothing (spec §3 region ID, segment ID) and the
 * languages the catalog is analysed in (project languages), saved with one PATCH /sources/{id}.
 */
export function SearchDefaultsForm({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { save, saving } = useSaveProject(project.uuid, fieldOf);
  const form = useForm<Values>({
    initialValues: { regionId: project.regionId ?? '', segmentId: project.segmentId ?? '', languages: project.languages ?? [] },
    validate: (values) => zodErrors(patchSourceBody, toPatch(values), locale, (path) => fieldOf(path) ?? path),
  });

  const submit = form.onSubmit((values) => save(form, toPatch(values), values));

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate data-testid="search-defaults-form">
        <Stack>
          <Title order={4}>{t('project.searchDefaults.heading')}</Title>
          <Text size="sm" c="dimmed">
            {t('project.searchDefaults.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('project.searchDefaults.regionId')}
              description={t('project.searchDefaults.regionIdHint')}
              readOnly={!canEdit}
              data-testid="search-defaults-region"
              {...form.getInputProps('regionId')}
            />
            <TextInput
              label={t('project.searchDefaults.segmentId')}
              description={t('project.searchDefaults.segmentIdHint')}
              readOnly={!canEdit}
              data-testid="search-defaults-segment"
              {...form.getInputProps('segmentId')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('project.searchDefaults.languages')}
            description={t('project.searchDefaults.languagesHint', {
              language: LOCALE_NAMES[project.locale as keyof typeof LOCALE_NAMES] ?? project.locale,
            })}
            data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            readOnly={!canEdit}
            data-testid="search-defaults-languages"
            {...form.getInputProps('languages')}
          />
          {canEdit && (
            <Group>
              <Button type="submit" loading={saving} disabled={!form.isDirty()} data-testid="search-defaults-save">
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
