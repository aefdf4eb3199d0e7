import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TradeWidget, TradeWidgetInput, TradeWidgetResponse } from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { tradeWidgetKeys } from '../keys';

const base = (projectId: string) => `/sources/${encodeURIComponent(projectId)}/widgets`;
const one = (projectId: string, widgetId: string) => `${base(projectId)}/${encodeURIComponent(widgetId)}`;

/** GET /sources/{id}/widgets → {data: TradeWidget[], totalCount}. */
export function useTradeWidgets(projectId: string) {
  return useQuery({
    queryKey: tradeWidgetKeys.list(projectId),
    queryFn: async ({ signal }) => {
      const answer = await request<{ data: TradeWidget[]; totalCount: number }>(base(projectId), { signal });
      return answer?.data ?? [];
    },
  });
}

/** GET /sources/{id}/widgets/{widgetId} → {data: TradeWidget}. */
export function useTradeWidget(projectId: string, widgetId: string) {
  return useQuery({
    queryKey: tradeWidgetKeys.one(projectId, widgetId),
    queryFn: ({ signal }) => http.get<TradeWidget>(one(projectId, widgetId), { signal }),
  });
}

/** POST /sources/{id}/widgets → 201 {data: TradeWidget}; the form shows 422 errors itself. */
export function useCreateTradeWidget(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TradeWidgetInput) => http.post<TradeWidget>(base(projectId), body, { quiet: true }),
    onSuccess: (widget) => {
      client.setQueryData(tradeWidgetKeys.one(projectId, widget.id), widget);
      return client.invalidateQueries({ queryKey: tradeWidgetKeys.list(projectId) });
    },
  });
}

/** PATCH /sources/{id}/widgets/{widgetId} → {data: TradeWidget}. */
export function useUpdateTradeWidget(projectId: string, widgetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TradeWidgetInput>) => http.patch<TradeWidget>(one(projectId, widgetId), body, { quiet: true }),
    onSuccess: (widget) => {
      client.setQueryData(tradeWidgetKeys.one(projectId, widgetId), widget);
      // A save of a widget waits for Publish (decision 0018): the header counts it.
      void client.invalidateQueries({ queryKey: sharedQueryKeys.publication(projectId) });
      return client.invalidateQueries({ queryKey: tradeWidgetKeys.list(projectId) });
    },
  });
}

/** DELETE /sources/{id}/widgets/{widgetId}. */
export function useDeleteTradeWidget(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (widgetId: string) => http.delete<unknown>(one(projectId, widgetId), { quiet: true }),
    onSuccess: (_answer, widgetId) => {
      client.removeQueries({ queryKey: tradeWidgetKeys.one(projectId, widgetId) });
      return client.invalidateQueries({ queryKey: tradeWidgetKeys.list(projectId) });
    },
  });
}

/** What the preview asks about: the form as it stands (saved or not) and the widget it edits. */
export interface WidgetPreviewRequest {
  widget: TradeWidgetInput;
  widgetId: string | null;
  productId?: string;
}

/** POST /sources/{id}/widgets/preview → {data: TradeWidgetResponse}: the carousel of an unsaved draft; nothing is saved. */
export function useWidgetPreviewAnswer(projectId: string, body: WidgetPreviewRequest) {
  return useQuery({
    queryKey: [...tradeWidgetKeys.list(projectId), 'preview', body],
    queryFn: ({ signal }) => http.post<TradeWidgetResponse>(`${base(projectId)}/preview`, body, { signal, quiet: true }),
    retry: false,
  });
}
