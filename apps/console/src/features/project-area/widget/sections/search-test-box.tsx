import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../../lib/form';
import { ApiError } from '../../../../lib/http';
import { useSearchTest } from '../../api/search-test';
import { useProjectContext } from '../../project-context';
import { formFromProject } from '../form-from-project';
import { patchOf } from '../form-to-patch';
import { formPathOfServerField } from '../server-field-path';
import type { WidgetFormInstance } from '../use-widget-form';
import { SearchTestResults } from './search-test-results';

/** Why a test query failed: the distinct per-field messages of a 422, else the message. */
function failureOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [String(error)];
  const fields = [...new Set(Object.values(error.errors).flat())];
  return fields.length ? fields : [error.message];
}

/**
 * A test query for the ranking settings (spec §3): the top results with their score explanations,
 * ranked by the saved settings and by the form's unsaved values side by side. Nothing is saved.
 */
export function SearchTestBox({ form, place }: { form: WidgetFormInstance; place: string }) {
  const { t } = useTranslation();
  const { project } = useProjectContext();
  const initial = useMemo(() => formFromProject(project), [project]);
  const [query, setQuery] = useState('');
  const test = useSearchTest(project.uuid);
  const run = () => {
    if (!query.trim()) return;
    test.mutateAsync({ query: query.trim(), settings: patchOf(initial, form.getValues())?.settings ?? null }).catch((error: unknown) => {
      // A refused draft marks its fields the way saving would; the alert below says it too.
      if (error instanceof ApiError && error.statusCode === 422) form.setErrors(serverErrors(error, formPathOfServerField));
    });
  };
  const answer = test.data;
  return (
    <Stack gap="xs" id={`search-test-${place}`}>
      <Text size="sm" fw={500}>
        {t('widget.searchTest.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('widget.searchTest.hint')}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('widget.searchTest.query')}
          style={{ flex: 1 }}
          value={query}
          data-testid={`search-test-query-${place}`}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter runs the test instead of submitting the settings form.
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button variant="light" onClick={run} loading={test.isPending} disabled={!query.trim()} data-testid={`search-test-run-${place}`}>
          {t('widget.searchTest.run')}
        </Button>
      </Group>
      {test.isError && (
        <Alert color="red" data-testid={`search-test-error-${place}`}>
          {failureOf(test.error).map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Alert>
      )}
      {answer && (
        <Group align="flex-start" wrap="wrap">
          <SearchTestResults title={t('widget.searchTest.saved')} answer={answer.saved} testId={`search-test-saved-${place}`} />
          {answer.draft ? (
            <SearchTestResults title={t('widget.searchTest.draft')} answer={answer.draft} testId={`search-test-draft-${place}`} />
          ) : (
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {t('widget.searchTest.noChanges')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
