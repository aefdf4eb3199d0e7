import { ActionIcon, Button, Group, Input, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEED_FORMATS, type FeedFormat, type Project, patchSourceBody } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateProject } from '../api/update-project';

interface FeedValues {
  name: string;
  siteUrl: string;
  feedUrls: string[];
  feedFormat: FeedFormat;
}

function toPatch(values: FeedValues) {
  return {
    siteUrl: values.siteUrl,
    feedUrls: values.feedUrls.map((url) => url.trim()),
    feedFormat: values.feedFormat,
    content: { name: values.name },
  };
}

function fieldOf(path: string): string | null {
  if (path === 'content.name' || path === 'name') return 'name';
  if (path === 'feedUrl' || path === 'feedUrls') return 'feedUrls.0';
  if (/^feedUrls\.\d+$/.test(path) || path === 'siteUrl' || path === 'feedFormat') return path;
  return null;
}

/** Edits name, site, feed addresses and format with one PATCH /sources/{id}. */
export function FeedEditForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const update = useUpdateProject(project.uuid);
  const form = useForm<FeedValues>({
    initialValues: {
      name: project.content?.name || project.name,
      siteUrl: project.siteUrl,
      feedUrls: project.feedUrls.length ? project.feedUrls : [''],
      feedFormat: project.feedFormat,
    },
    validate: (values) => zodErrors(patchSourceBody, toPatch(values), locale, (path) => fieldOf(path) ?? path),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(toPatch(values));
      form.resetDirty(values);
      notifySuccess(t('project.feed.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, fieldOf);
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  });

  const feeds = form.values.feedUrls;
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('project.feed.editHeading')}</Title>
          <TextInput label={t('projectCreate.name')} data-testid="feed-edit-name" {...form.getInputProps('name')} />
          <TextInput label={t('projectCreate.siteUrl')} description={t('projectCreate.siteUrlHint')} {...form.getInputProps('siteUrl')} />
          {feeds.map((_, index) => (
            <Group key={form.key(`feedUrls.${index}`)} align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={feeds.length > 1 ? t('projectCreate.feedUrlNumbered', { number: index + 1 }) : t('projectCreate.feedUrl')}
                data-testid={`feed-edit-url-${index}`}
                {...form.getInputProps(`feedUrls.${index}`)}
              />
              {feeds.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('projectCreate.removeFeed')}
                  title={t('projectCreate.removeFeed')}
                  onClick={() => form.removeListItem('feedUrls', index)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => form.insertListItem('feedUrls', '')}>
              + {t('projectCreate.addFeed')}
            </Button>
          </Group>
          <Input.Wrapper label={t('projectCreate.format')}>
            <div>
              <SegmentedControl mt={4} data={[...FEED_FORMATS]} {...form.getInputProps('feedFormat')} />
            </div>
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()} data-testid="feed-edit-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
