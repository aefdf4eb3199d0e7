import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { searchOriginOf } from '../../../lib/search-origin';
import { useLocale } from '../../../lib/use-locale';
import { useWidgetPreviewAnswer } from '../api/trade-widgets';
import { useWidgetScript } from '../api/widget-script';
import { bodyOf, type WidgetFormValues } from '../form-model';
import { carouselPreviewDocument } from './preview-document';

type FrameState = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' } | { status: 'missing' };

/**
 * The real carousel of the widget bundle in a sandboxed frame, with the real recommendations of the project for the
 * form as it stands: the console asks the admin API for the unsaved draft's answer (the frame has no session) and
 * posts it in with the style, without reloading the frame. The add page previews as well as the edit page.
 */
export function WidgetPreview({ projectId, widgetId, values }: { projectId: string; widgetId: string | null; values: WidgetFormValues }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const script = useWidgetScript(projectId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const [draft] = useDebouncedValue(
    useMemo(() => {
      const widget = bodyOf(values);
      // An unnamed draft still previews; the name only titles nothing here.
      return { widget: { ...widget, name: widget.name.trim() || 'preview' }, widgetId, productId: widget.productId ?? undefined };
    }, [values, widgetId]),
    300,
  );
  const answer = useWidgetPreviewAnswer(projectId, draft);
  const input = useMemo(
    () => (answer.data ? { productId: draft.productId ?? '', style: draft.widget.style, answer: answer.data } : null),
    [answer.data, draft],
  );
  const first = useRef(input);
  first.current ??= input;
  const latest = useRef(input);
  latest.current = input;
  const origin = script.data ? searchOriginOf(script.data.loaderUrl) : null;
  const ready = first.current !== null;

  const srcDoc = useMemo(
    () =>
      origin && ready && first.current
        ? carouselPreviewDocument(
            { projectId, widgetId: widgetId ?? 'preview', searchOrigin: origin, locale },
            first.current,
            t('tradeWidgets.preview.title'),
          )
        : null,
    [origin, ready, widgetId, projectId, locale, t],
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
    if (input) frame.current?.contentWindow?.postMessage({ vitrinaCarouselInput: input }, '*');
  }, [input]);

  const refused = answer.error instanceof ApiError ? answer.error : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={5}>{t('tradeWidgets.preview.title')}</Title>
        {answer.isError && (
          <Alert color={refused?.statusCode === 422 ? 'yellow' : 'red'} data-testid="widget-preview-refused">
            {refused?.statusCode === 422
              ? t('tradeWidgets.preview.invalid')
              : `${t('tradeWidgets.preview.failed')}: ${answer.error.message}`}
          </Alert>
        )}
        {script.isPending || (!srcDoc && answer.isPending) ? (
          <Loader size="sm" />
        ) : !srcDoc ? (
          !answer.isError && <Alert color="red">{t('tradeWidgets.common.loadFailed')}</Alert>
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
