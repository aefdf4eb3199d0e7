import { Alert, Anchor, Box, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { searchOriginOf } from '../../../lib/search-origin';
import { usePublication } from '../api/get-publication';
import { useWidgetScript } from '../api/get-widget-script';
import { useProjectContext } from '../project-context';
import { formFromProject } from '../widget/form-from-project';
import { buildPreviewConfig, previewDocument, withDraft } from '../widget/preview-config';
import { useWidgetDraft } from '../widget/widget-draft';
import { WIDGET_KINDS, type WidgetKind } from '../widget/widget-form';

const WIDTHS = { desktop: '100%', mobile: '375px' } as const;
type Width = keyof typeof WIDTHS;
/** live: what the shop's site runs (the published document); saved: what publishing would put there, draft included. */
type Version = 'live' | 'saved';

/**
 * /project/:id/preview: the real widget on the project's real index (spec §2, §6), run with the
 * settings document the server answers: the published one the loader serves, or the saved one.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { project, isAdmin } = useProjectContext();
  const script = useWidgetScript(project.uuid);
  const publication = usePublication(project.uuid);
  const draft = useWidgetDraft(project.uuid);
  const initial = useMemo(() => formFromProject(project), [project]);
  const [params, setParams] = useSearchParams();
  const pending = publication.data?.state === 'unpublished' || draft !== null;
  const asked = params.get('version');
  // A draft is what the owner is working on; otherwise the preview starts with what shoppers see.
  const version: Version = pending && (asked === 'saved' || (asked !== 'live' && draft !== null)) ? 'saved' : 'live';
  const settings = useMemo(() => {
    if (!publication.data) return null;
    return version === 'live' ? publication.data.published : withDraft(publication.data.saved, initial, draft);
  }, [publication.data, version, initial, draft]);
  const savedKind = (settings?.kind as WidgetKind | undefined) ?? initial.kind;
  const kind: WidgetKind = WIDGET_KINDS.includes(params.get('kind') as WidgetKind) ? (params.get('kind') as WidgetKind) : savedKind;
  const [width, setWidth] = useState<Width>('desktop');
  const [bundle, setBundle] = useState<'loading' | 'loaded' | 'missing'>('loading');
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const srcDoc = useMemo(() => {
    if (!script.data || !settings) return null;
    const config = buildPreviewConfig(settings, project, {
      searchOrigin: searchOriginOf(script.data.loaderUrl),
      consoleOrigin: window.location.origin,
      kind: WIDGET_KINDS.includes(kind) ? kind : 'v3',
    });
    return previewDocument(config, { placeholder: t('preview.placeholder'), title: t('titles.preview') });
  }, [script.data, settings, project, kind, t]);

  useEffect(() => {
    if (srcDoc) setBundle('loading');
    const listen = (event: MessageEvent) => {
      const state = (event.data as { vitrinaPreview?: string } | null)?.vitrinaPreview;
      if (state === 'loaded' || state === 'missing') setBundle(state);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [srcDoc]);

  const shopPreviewUrl = useMemo(() => {
    try {
      const url = new URL(project.siteUrl);
      url.searchParams.set('vitrina_preview', project.uuid);
      return url.toString();
    } catch {
      return null;
    }
  }, [project.siteUrl, project.uuid]);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group>
          <SegmentedControl
            value={kind}
            onChange={(value) => setParam('kind', value)}
            data={WIDGET_KINDS.map((value) => ({ value, label: t(`widget.kinds.${value}`) }))}
            data-testid="preview-kind"
          />
          <SegmentedControl
            value={width}
            onChange={(value) => setWidth(value as Width)}
            data={[
              { value: 'desktop', label: t('preview.desktop') },
              { value: 'mobile', label: t('preview.mobile') },
            ]}
            data-testid="preview-width"
          />
        </Group>
        {pending && (
          <SegmentedControl
            value={version}
            onChange={(value) => setParam('version', value)}
            data={[
              { value: 'live', label: t('publish.versionLive') },
              { value: 'saved', label: t('publish.versionSaved') },
            ]}
            data-testid="preview-version"
          />
        )}
        {isAdmin && shopPreviewUrl && (
          <Button component="a" href={shopPreviewUrl} target="_blank" rel="noreferrer" variant="default" data-testid="preview-on-site">
            {t('preview.onSite')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="preview-version-note" data-version={version}>
        {version === 'live' ? t('publish.versionLiveNote') : t('publish.versionSavedNote')}
      </Text>
      {draft && version === 'saved' && (
        <Alert color="blue" data-testid="preview-unsaved">
          {t('preview.unsavedNote')}{' '}
          <Anchor component={Link} to={`/project/${project.uuid}/settings/configuration`}>
            {t('preview.backToSettings')}
          </Anchor>
        </Alert>
      )}
      {project.sourceStatus === 'new' && <Alert color="yellow">{t('preview.feedNotLoaded')}</Alert>}
      {bundle === 'missing' && (
        <Alert color="orange" data-testid="preview-bundle-missing">
          {t('preview.bundleMissing')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
        {script.isPending || publication.isPending ? (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        ) : script.isError || publication.isError || !srcDoc ? (
          <Alert color="red">{t('errors.loadFailed')}</Alert>
        ) : (
          <Box mx="auto" style={{ width: WIDTHS[width], maxWidth: '100%', transition: 'width 150ms' }}>
            <iframe
              key={`${kind}-${width}-${version}`}
              title={t('titles.preview')}
              srcDoc={srcDoc}
              // No allow-same-origin: shop code in hooks and A/B segments must not reach the console's session.
              sandbox="allow-scripts allow-popups allow-forms"
              data-testid="preview-frame"
              data-kind={kind}
              data-version={version}
              data-width={width}
              style={{ display: 'block', width: '100%', height: 720, border: 0, background: '#fff' }}
            />
          </Box>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('preview.hint')}
      </Text>
    </Stack>
  );
}
