import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreativeBoosterState,
  CreativeLog,
  CreativePreview,
  CreativeRules,
  CreativeRulesAnswer,
  CreativeTemplate,
} from '@vitrina/contracts';
import { http, request } from '../../../lib/http';
import { creativeKeys } from '../keys';

const BASE = '/creativebooster';
/** Live progress: the generator's state, logs and gallery are re-read this often while it runs. */
export const POLL_MS = 2000;

/** GET /creativebooster/rules?sourceId= → {data: {rules, preserveHash}}. */
export function useCreativeRules(projectId: string) {
  return useQuery({
    queryKey: creativeKeys.rules(projectId),
    queryFn: ({ signal }) => http.get<CreativeRulesAnswer>(`${BASE}/rules`, { signal, query: { sourceId: projectId } }),
  });
}

/** POST /creativebooster/rules {sourceId, rules, preserveHash}: replaces every template's rule at once. */
export function useSaveCreativeRules(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { rules: CreativeRules; preserveHash: boolean }) =>
      http.post<CreativeRulesAnswer>(`${BASE}/rules`, { sourceId: projectId, ...body }, { quiet: true }),
    onSuccess: (answer) => client.setQueryData(creativeKeys.rules(projectId), answer),
  });
}

/** GET /creativebooster/templates?sourceId= → {data: CreativeTemplate[], totalCount}. */
export function useCreativeTemplates(projectId: string) {
  return useQuery({
    queryKey: creativeKeys.templates(projectId),
    queryFn: ({ signal }) => http.get<CreativeTemplate[]>(`${BASE}/templates`, { signal, query: { sourceId: projectId } }),
  });
}

/** POST /creativebooster/delete {sourceId, id}: removes an uploaded template (its rule goes with it). */
export function useDeleteTemplate(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<unknown>(`${BASE}/delete`, { sourceId: projectId, id }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: creativeKeys.project(projectId) }),
  });
}

/** GET /creativebooster/status?sourceId= → {data: CreativeBoosterState}; polled while a generation runs. */
export function useCreativeStatus(projectId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: creativeKeys.status(projectId),
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<CreativeBoosterState>(creativeKeys.status(projectId));
      const state = await http.get<CreativeBoosterState>(`${BASE}/status`, { signal, query: { sourceId: projectId }, background: true });
      // The logs and gallery poll only while a run goes on; the run's last row and images come after it ends.
      if (before?.state === 'process' && state.state !== 'process') {
        void client.invalidateQueries({ queryKey: [...creativeKeys.project(projectId), 'logs'] });
        void client.invalidateQueries({ queryKey: [...creativeKeys.project(projectId), 'previews'] });
      }
      return state;
    },
    refetchInterval: (query) => (query.state.data?.state === 'process' ? POLL_MS : false),
  });
}

/** GET /creativebooster/enable?sourceId=&enabled= → {data: CreativeBoosterState}; the plan may refuse (403). */
export function useEnableCreativeBooster(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      http.get<CreativeBoosterState>(`${BASE}/enable`, { query: { sourceId: projectId, enabled }, quiet: true }),
    onSuccess: (state) => client.setQueryData(creativeKeys.status(projectId), state),
  });
}

/** POST /creativebooster/run {sourceId, run}: true starts a generation, false stops it. */
export function useRunCreatives(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: boolean) => http.post<CreativeBoosterState>(`${BASE}/run`, { sourceId: projectId, run }, { quiet: true }),
    onSuccess: (state) => {
      client.setQueryData(creativeKeys.status(projectId), state);
      return client.invalidateQueries({ queryKey: [...creativeKeys.project(projectId), 'logs'] });
    },
  });
}

export const LOGS_PAGE_SIZE = 20;

/** GET /creativebooster/logs?sourceId=&skip=&limit= → {data: CreativeLog[], totalCount}. */
export function useCreativeLogs(projectId: string, page: number, running: boolean) {
  return useQuery({
    queryKey: creativeKeys.logs(projectId, page),
    queryFn: async ({ signal }) => {
      const answer = await request<{ data: CreativeLog[]; totalCount: number }>(`${BASE}/logs`, {
        signal,
        background: true,
        query: { sourceId: projectId, skip: (page - 1) * LOGS_PAGE_SIZE, limit: LOGS_PAGE_SIZE },
      });
      return { rows: answer?.data ?? [], total: answer?.totalCount ?? 0 };
    },
    refetchInterval: running ? POLL_MS : false,
  });
}

export const PREVIEWS_PAGE_SIZE = 24;

/** GET /creativebooster/getPreviews?sourceId=&template=&skip=&limit= → {data: CreativePreview[], totalCount}. */
export function useCreativePreviews(projectId: string, page: number, template: string | null, running: boolean) {
  return useQuery({
    queryKey: creativeKeys.previews(projectId, page, template),
    queryFn: async ({ signal }) => {
      const answer = await request<{ data: CreativePreview[]; totalCount: number }>(`${BASE}/getPreviews`, {
        signal,
        background: true,
        query: { sourceId: projectId, template, skip: (page - 1) * PREVIEWS_PAGE_SIZE, limit: PREVIEWS_PAGE_SIZE },
      });
      return { rows: answer?.data ?? [], total: answer?.totalCount ?? 0 };
    },
    refetchInterval: running ? POLL_MS : false,
  });
}

/** POST /creativebooster/delete_creative {sourceId, id}: removes one generated creative. */
export function useDeleteCreative(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<unknown>(`${BASE}/delete_creative`, { sourceId: projectId, id }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...creativeKeys.project(projectId), 'previews'] }),
  });
}
