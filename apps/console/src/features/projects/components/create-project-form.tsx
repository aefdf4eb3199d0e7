import { ActionIcon, Button, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createSourceBody, FEED_FORMATS, type FeedFormat } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useCreateProject } from '../api/create-project';

interface ProjectValues {
  name: string;
  siteUrl: string;
  feedUrls: string[];
  feedFormat: FeedFormat;
}

export const MAX_FEEDS = 20;

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
        {feeds.map((_, index) => (
          <Group key={form.key(`feedUrls.${index}`)} align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={feeds.length > 1 ? t('projectCreate.feedUrlNumbered', { number: index + 1 }) : t('projectCreate.feedUrl')}
              description={index === 0 ? t('projectCreate.feedUrlHint') : undefined}
              placeholder="https://shop.example/products.xml"
              inputMode="url"
              data-testid={`project-feed-url-${index}`}
              {...form.getInputProps(`feedUrls.${index}`)}
            />
            {feeds.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={form.errors[`feedUrls.${index}`] ? 24 : 0}
                aria-label={t('projectCreate.removeFeed')}
                title={t('projectCreate.removeFeed')}
                onClick={() => form.removeListItem('feedUrls', index)}
                data-testid={`project-feed-url-remove-${index}`}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {feeds.length < MAX_FEEDS && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => form.insertListItem('feedUrls', '')}
              data-testid="project-feed-url-add"
            >
              + {t('projectCreate.addFeed')}
            </Button>
          </Group>
        )}
        <Input.Wrapper label={t('projectCreate.format')} error={form.errors.feedFormat}>
          <div>
            <SegmentedControl
              mt={4}
              data={FEED_FORMATS.map((format) => ({ value: format, label: format }))}
              data-testid="project-format"
              {...form.getInputProps('feedFormat')}
            />
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
