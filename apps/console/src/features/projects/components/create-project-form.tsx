import { Button, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { createSourceBody, FEED_FORMATS, type FeedFormat, MAX_FEED_URLS } from '@vitrina/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { UrlListField } from '../../../ui/url-list-field';
import { useCreateProject } from '../api/create-project';
import { useDetectedFeedFormat } from '../api/detect-feed-format';
import { FeedFormatNote } from './feed-format-note';

interface ProjectValues {
  name: string;
  siteUrl: string;
  feedUrls: string[];
  feedFormat: FeedFormat;
}

export function toCreateBody(values: ProjectValues) {
  return {
    siteUrl: values.siteUrl,
    feedUrls: values.feedUrls.map((url) => url.trim()),
    feedFormat: values.feedFormat,
    content: { name: values.name },
  };
}

/** Server and schema paths → form fields: 'content.name' → name, 'feedUrl' → the first feed. */
export function projectFieldOf(path: string): string | null {
  if (path === 'content.name' || path === 'name' || path === 'content') return 'name';
  if (path === 'feedUrl' || path === 'feedUrls') return 'feedUrls.0';
  if (/^feedUrls\.\d+$/.test(path)) return path;
  if (path === 'siteUrl' || path === 'feedFormat') return path;
  return null;
}

export function CreateProjectForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const create = useCreateProject();
  const form = useForm<ProjectValues>({
    initialValues: { name: '', siteUrl: '', feedUrls: [''], feedFormat: 'YML' },
    validate: (values) => zodErrors(createSourceBody, toCreateBody(values), locale, (path) => projectFieldOf(path) ?? path),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { uuid } = await create.mutateAsync(toCreateBody(values));
      notifySuccess(t('projectCreate.created'));
      navigate(`/project/${uuid}/feed`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, projectFieldOf);
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  });

  const feeds = form.values.feedUrls;
  // The first feed's format is preselected from its first bytes (or its address) once typing stops.
  const [firstFeed] = useDebouncedValue(feeds[0] ?? '', 600);
  const detection = useDetectedFeedFormat(firstFeed);
  const detected = detection.data?.format ?? null;
  // Once per new answer, so the owner can still choose otherwise (setFieldValue is not stable across renders).
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const answer = detected ? `${firstFeed}|${detected}` : null;
    if (!answer || applied.current === answer) return;
    applied.current = answer;
    form.setFieldValue('feedFormat', detected as FeedFormat);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <TextInput label={t('projectCreate.name')} data-testid="project-name" {...form.getInputProps('name')} />
        <TextInput
          label={t('projectCreate.siteUrl')}
          description={t('projectCreate.siteUrlHint')}
          placeholder="shop.example"
          inputMode="url"
          data-testid="project-site-url"
          {...form.getInputProps('siteUrl')}
        />
        <UrlListField
          form={form}
          path="feedUrls"
          rowLabel={(index, count) => (count > 1 ? t('projectCreate.feedUrlNumbered', { number: index + 1 }) : t('projectCreate.feedUrl'))}
          firstDescription={t('projectCreate.feedUrlHint')}
          placeholder="https://shop.example/products.xml"
          removeLabel={t('projectCreate.removeFeed')}
          addLabel={t('projectCreate.addFeed')}
          testId="project-feed-url"
          keep={1}
          max={MAX_FEED_URLS}
        />
        <Input.Wrapper label={t('projectCreate.format')} error={form.errors.feedFormat}>
          <div>
            <SegmentedControl
              mt={4}
              data={FEED_FORMATS.map((format) => ({ value: format, label: format }))}
              data-testid="project-format"
              {...form.getInputProps('feedFormat')}
            />
            <FeedFormatNote detected={detection.data} pending={detection.isFetching} />
          </div>
        </Input.Wrapper>
        <Group>
          <Button type="submit" loading={create.isPending} data-testid="project-create-submit">
            {t('projectCreate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
