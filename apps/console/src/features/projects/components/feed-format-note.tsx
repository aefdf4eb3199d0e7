import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DetectedFeedFormat } from '../api/detect-feed-format';

/** Why the format was preselected, or why it could not be: the owner sees what the file really is. */
export function FeedFormatNote({ detected, pending }: { detected: DetectedFeedFormat | undefined; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Text size="xs" c="dimmed" data-testid="project-format-note" data-state="pending">
        {t('projectCreate.formatChecking')}
      </Text>
    );
  }
  if (!detected) {
    return (
      <Text size="xs" c="dimmed" data-testid="project-format-note" data-state="none">
        {t('projectCreate.formatHint')}
      </Text>
    );
  }
  const problem = detected.contentReason && ['html', 'json', 'binary', 'empty'].includes(detected.contentReason);
  const lines: string[] = [];
  if (detected.from === 'content') {
    lines.push(
      detected.format === 'CSV'
        ? t('projectCreate.formatFromCsv', { columns: detected.columns.slice(0, 4).join(', ') })
        : t('projectCreate.formatFromXml'),
    );
    if (detected.urlFormat && detected.urlFormat !== detected.format) {
      lines.push(t('projectCreate.formatUrlDisagrees', { format: detected.urlFormat }));
    }
  } else if (detected.from === 'url') {
    lines.push(t('projectCreate.formatFromUrl', { format: detected.format }));
  }
  if (problem) lines.push(t(`projectCreate.formatContent.${detected.contentReason}`));
  else if (detected.fetchError) lines.push(t('projectCreate.formatNotOpened', { reason: detected.fetchError }));
  if (detected.format === null && !problem) lines.push(t('projectCreate.formatUnknown'));
  return (
    <Text
      size="xs"
      c={problem || detected.fetchError ? 'orange.8' : 'dimmed'}
      data-testid="project-format-note"
      data-state={detected.from ?? 'unknown'}
      data-format={detected.format ?? ''}
    >
      {lines.join(' ')}
    </Text>
  );
}
