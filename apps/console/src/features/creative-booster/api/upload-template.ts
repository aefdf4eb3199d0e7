import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREATIVE_UPLOAD_MAX_BYTES, type CreativeTemplate } from '@vitrina/contracts';
import { creativeKeys } from '../keys';
import { rawRequest } from './raw-request';

/** Why a file is refused before it is sent (spec §5 'SVG only'); null when it may go. */
export function svgProblem(file: File): 'notSvg' | 'tooLarge' | null {
  const named = file.name.toLowerCase().endsWith('.svg');
  const typed = file.type === '' || file.type === 'image/svg+xml';
  if (!named || !typed) return 'notSvg';
  if (file.size > CREATIVE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** POST /creativebooster/upload, multipart: sourceId, name and the SVG in `file` → {data: CreativeTemplate}. */
export async function uploadTemplate(projectId: string, file: File, fallback: string): Promise<CreativeTemplate> {
  const form = new FormData();
  form.append('sourceId', projectId);
  form.append('name', file.name.replace(/\.svg$/i, ''));
  form.append('file', file, file.name);
  const response = await rawRequest('/creativebooster/upload', { method: 'POST', body: form, fallback });
  return ((await response.json()) as { data: CreativeTemplate }).data;
}

export function useUploadTemplate(projectId: string, fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTemplate(projectId, file, fallback),
    onSuccess: () => client.invalidateQueries({ queryKey: creativeKeys.templates(projectId) }),
  });
}
