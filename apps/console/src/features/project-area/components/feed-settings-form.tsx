import { Button, Group, Input, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FEED_FORMATS,
  type FeedFormat,
  MAX_FEED_URLS,
  type PatchSourceBody,
  type Project,
  patchSourceBody,
  UPDATE_FREQUENCIES,
} from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { zodErrors } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { UrlListField } from '../../../ui/url-list-field';
import { useSaveProject } from '../api/update-project';

type Frequency = (typeof UPDATE_FREQUENCIES)[number];

export interface FeedSettingsValues {
  siteUrl: string;
  feedUrls: string[];
  feedFormat: FeedFormat;
  merchandisingUrls: string[];
  overrideOffersUrl: string;
  customCompletionsUrl: string;
  customTopQueriesUrl: string;
  ignoreXmlErrors: boolean;
  cutNonUtf8FromFeed: boolean;
  feedUpdateFrequency: Frequency;
}

export function feedSettingsOf(project: Project): FeedSettingsValues {
  return {
    siteUrl: project.siteUrl,
    feedUrls: project.feedUrls.length ? project.feedUrls : [''],
    feedFormat: project.feedFormat,
    merchandisingUrls: project.merchandisingUrls ?? [],
    overrideOffersUrl: project.overrideOffersUrl ?? '',
    customCompletionsUrl: project.customCompletionsUrl ?? '',
    customTopQueriesUrl: project.customTopQueriesUrl ?? '',
    ignoreXmlErrors: project.ignoreXmlErrors,
    cutNonUtf8FromFeed: project.cutNonUtf8FromFeed,
    feedUpdateFrequency: project.feedUpdateFrequency,
  };
}

/** Empty optional addresses go as '' which the server stores as "none". */
function toPatch(values: FeedSettingsValues): PatchSourceBody {
  return {
    ...values,
    siteUrl: values.siteUrl.trim(),
    feedUrls: values.feedUrls.map((url) => url.trim()),
    merchandisingUrls: values.merchandisingUrls.map((url) => url.trim()),
    overrideOffersUrl: values.overrideOffersUrl.trim(),
    customCompletionsUrl: values.customCompletionsUrl.trim(),
    customTopQueriesUrl: values.customTopQueriesUrl.trim(),
  };
}

const OPTIONAL_URLS = ['overrideOffersUrl', 'customCompletionsUrl', 'customTopQueriesUrl'] as const;

const FIELDS = new Set<string>([
  'siteUrl',
  'feedFormat',
  'overrideOffersUrl',
  'customCompletionsUrl',
  'customTopQueriesUrl',
  'ignoreXmlErrors',
  'cutNonUtf8FromFeed',
  'feedUpdateFrequency',
]);

/** Server and schema field names → form paths ('feedUrl' is the old name of the first address). */
export function feedFieldOf(path: string): string | null {
  if (path === 'feedUrl' || path === 'feedUrls') return 'feedUrls.0';
  if (/^(feedUrls|merchandisingUrls)\.\d+$/.test(path) || path === 'merchandisingUrls' || FIELDS.has(path)) return path;
  return null;
}

/** Feed addresses, format, extra feeds, reading options and schedule, saved with one PATCH /sources/{id}. */
export function FeedSettingsForm({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const { save, saving } = useSaveProject(project.uuid, feedFieldOf);
  const form = useForm<FeedSettingsValues>({
    initialValues: feedSettingsOf(project),
    validate: (values) => {
      const errors = zodErrors(patchSourceBody, toPatch(values), locale, (path) => feedFieldOf(path) ?? path);
      // These are unions ('' | null | URL): zod reports them as a generic union failure, so name the real problem.
      for (const field of OPTIONAL_URLS) if (errors[field]) errors[field] = translateRef('validation.optionalFeedUrl');
      return errors;
    },
  });

  const submit = form.onSubmit((values) => save(form, toPatch(values), values));

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate data-testid="feed-settings-form">
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            <Title order={4}>{t('project.feedSettings.heading')}</Title>
            <TextInput
              label={t('projectCreate.siteUrl')}
              description={t('projectCreate.siteUrlHint')}
              data-testid="feed-settings-site-url"
              {...form.getInputProps('siteUrl')}
            />
            <UrlListField
              form={form}
              path="feedUrls"
              rowLabel={(index, count) =>
                count > 1 ? t('projectCreate.feedUrlNumbered', { number: index + 1 }) : t('projectCreate.feedUrl')
              }
              firstDescription={t('project.feedSettings.feedUrlHint')}
              placeholder="https://shop.example/products.xml"
              removeLabel={t('projectCreate.removeFeed')}
              addLabel={t('projectCreate.addFeed')}
              testId="feed-settings-url"
              keep={1}
              max={MAX_FEED_URLS}
              canEdit={canEdit}
            />
            <Input.Wrapper label={t('projectCreate.format')} error={form.errors.feedFormat}>
              <div>
                <SegmentedControl
                  mt={4}
                  data={[...FEED_FORMATS]}
                  disabled={!canEdit}
                  data-testid="feed-settings-format"
                  {...form.getInputProps('feedFormat')}
                />
              </div>
            </Input.Wrapper>
            <UrlListField
              form={form}
              path="merchandisingUrls"
              heading={{ label: t('project.feedSettings.merchandisingUrls'), description: t('project.feedSettings.merchandisingUrlsHint') }}
              rowLabel={(index) => t('project.feedSettings.merchandisingUrlNumbered', { number: index + 1 })}
              placeholder="https://shop.example/merchandising.csv"
              removeLabel={t('project.feedSettings.removeMerchandisingUrl')}
              addLabel={t('project.feedSettings.addMerchandisingUrl')}
              testId="merchandising-url"
              max={MAX_FEED_URLS}
              canEdit={canEdit}
            />
            <TextInput
              label={t('project.feedSettings.overrideOffersUrl')}
              description={t('project.feedSettings.overrideOffersUrlHint')}
              placeholder="https://shop.example/prices.csv"
              data-testid="feed-settings-override-url"
              {...form.getInputProps('overrideOffersUrl')}
            />
            <TextInput
              label={t('project.feedSettings.completionsUrl')}
              description={t('project.feedSettings.completionsUrlHint')}
              data-testid="feed-settings-completions-url"
              {...form.getInputProps('customCompletionsUrl')}
            />
            <TextInput
              label={t('project.feedSettings.topQueriesUrl')}
              description={t('project.feedSettings.topQueriesUrlHint')}
              data-testid="feed-settings-top-queries-url"
              {...form.getInputProps('customTopQueriesUrl')}
            />
            <Select
              label={t('project.feedSettings.frequency')}
              description={t('project.feedSettings.frequencyHint')}
              data={UPDATE_FREQUENCIES.map((value) => ({ value, label: t(`project.feedSettings.frequencies.${value}`) }))}
              allowDeselect={false}
              maw={360}
              data-testid="feed-settings-frequency"
              {...form.getInputProps('feedUpdateFrequency')}
            />
            <Switch
              label={t('project.feedSettings.ignoreXmlErrors')}
              description={t('project.feedSettings.ignoreXmlErrorsHint')}
              data-testid="feed-settings-ignore-xml-errors"
              {...form.getInputProps('ignoreXmlErrors', { type: 'checkbox' })}
            />
            <Switch
              label={t('project.feedSettings.cutNonUtf8')}
              description={
                <>
                  {t('project.feedSettings.cutNonUtf8Hint')}
                  <Text span display="block" size="xs" c="orange.8" data-testid="feed-settings-cut-non-utf8-warning">
                    {t('project.feedSettings.cutNonUtf8Warning')}
                  </Text>
                </>
              }
              data-testid="feed-settings-cut-non-utf8"
              {...form.getInputProps('cutNonUtf8FromFeed', { type: 'checkbox' })}
            />
            {canEdit && (
              <Group>
                <Button type="submit" loading={saving} disabled={!form.isDirty()} data-testid="feed-settings-save">
                  {t('common.save')}
                </Button>
                {form.isDirty() && (
                  <Button variant="subtle" color="gray" onClick={() => form.reset()}>
                    {t('common.cancel')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
