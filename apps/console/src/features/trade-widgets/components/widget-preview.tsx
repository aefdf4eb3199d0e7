import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { searchOriginOf, useWidgetScript } from '../api/widget-script';
import { type StyleValues, styleOf } from '../form-model';
import { carouselPreviewDocument } from './preview-document';

type FrameState = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' } | { status: 'missing' };

/**
 * The real carousel of the widget bundle with the real recommendations of the saved widget, drawn with the form's
 * unsaved style in a sandboxed frame; style changes are posted in without reloading the frame.
 */
export function WidgetPreview({
  projectId,
  widgetId,
  productId,
  style,
}: {
  projectId: string;
  widgetId: string | null;
  productId: string;
  style: StyleValues;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const script = useWidgetScript(projectId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const [input] = useDebouncedValue(
    useMemo(() => ({ productId: productId.trim(), style: styleOf(style) }), [productId, style]),
    300,
  );
  const first = useRef(input);
  const latest = useRef(input);
  latest.current = input;
  const origin = script.data ? searchOriginOf(script.data.loaderUrl) : null;

  const srcDoc = useMemo(
    () =>
      origin && widgetId
        ? carouselPreviewDocument({ projectId, widgetId, searchOrigin: origin, locale }, first.current, t('tradeWidgets.preview.title'))
        : null,
    [origin, widgetId, projectId, locale, t],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const detail = (event.data as { vitrinaCarousel?: { status?: string; count?: number } } | null)?.vitrinaCarousel;
      if (!detail) return;
      if (detail.status === 'ready') setState({ status: 'ready', count: Number(detail.count) || 0 });
      else setState({ status: detail.status === 'missing' ? 'missing' : 'error' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ vitrinaCarouselInput: input }, '*');
  }, [input]);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={5}>{t('tradeWidgets.preview.title')}</Title>
        {!widgetId ? (
          <Text size="sm" c="dimmed" data-testid="widget-preview-unsaved">
            {t('tradeWidgets.preview.saveFirst')}
          </Text>
        ) : script.isPending ? (
          <Loader size="sm" />
        ) : !srcDoc ? (
          <Alert color="red">{t('tradeWidgets.common.loadFailed')}</Alert>
        ) : (
          <>
            <iframe
              ref={frame}
              title={t('tradeWidgets.preview.title')}
              srcDoc={srcDoc}
              sandbox="allow-scripts allow-popups"
              data-testid="widget-preview-frame"
              onLoad={() => {
                // Changes made while the frame was loading were posted to nobody.
                if (latest.current !== first.current)
                  frame.current?.contentWindow?.postMessage({ vitrinaCarouselInput: latest.current }, '*');
              }}
              style={{ width: '100%', height: 380, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            />
            {state.status === 'ready' && state.count === 0 && (
              <Alert color="yellow" data-testid="widget-preview-empty">
                {t('tradeWidgets.preview.empty')}
              </Alert>
            )}
            {state.status === 'error' && <Alert color="red">{t('tradeWidgets.preview.failed')}</Alert>}
            {state.status === 'missing' && <Alert color="red">{t('tradeWidgets.preview.bundleMissing')}</Alert>}
            <Text size="xs" c="dimmed">
              {t('tradeWidgets.preview.hint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
