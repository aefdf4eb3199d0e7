import { Alert, Anchor, Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useWidgetScript } from '../api/get-widget-script';
import { useProjectContext } from '../project-context';
import { copyText } from './copy-text';

/** The embed snippet with a Copy button, and the project id the widget is bound to (spec §8 copy failures). */
export function SnippetPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const script = useWidgetScript(projectId);
  const [copied, setCopied] = useState<'snippet' | 'id' | null>(null);
  // Without a selector the loader has nowhere to mount: the code would run and show nothing.
  const noSelector = !useProjectContext().project.selector?.trim();

  const copy = async (what: 'snippet' | 'id', text: string) => {
    if (await copyText(text)) {
      setCopied(what);
      window.setTimeout(() => setCopied(null), 2000);
    } else notifyError(t(what === 'snippet' ? 'widget.copyLinkFailed' : 'widget.copyIdFailed'));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('widget.snippetHeading')}</Title>
        <Text size="sm" c="dimmed">
          {t('widget.snippetHint')}
        </Text>
        {noSelector && (
          <Alert color="orange" title={t('project.onboarding.snippetNoSelectorTitle')} data-testid="snippet-no-selector">
            <Text size="sm">{t('project.onboarding.snippetNoSelector')}</Text>
            <Anchor component={Link} to={`/project/${projectId}/settings/search-widget`} size="sm">
              {t('project.onboarding.steps.selector.action')} →
            </Anchor>
          </Alert>
        )}
        {script.isPending ? (
          <Loader size="sm" />
        ) : script.isError ? (
          <Alert color="red">{t('errors.loadFailed')}</Alert>
        ) : (
          <>
            <Code block data-testid="snippet-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {script.data.snippet}
            </Code>
            <Group>
              <Button onClick={() => void copy('snippet', script.data.snippet)} data-testid="snippet-copy">
                {copied === 'snippet' ? t('common.copied') : t('widget.copySnippet')}
              </Button>
              <Button variant="default" onClick={() => void copy('id', projectId)} data-testid="widget-id-copy">
                {copied === 'id' ? t('common.copied') : t('widget.copyId')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('widget.widgetId')}: {projectId}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
