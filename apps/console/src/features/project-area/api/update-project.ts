import type { FormErrors } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchSourceBody, Project } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError, http, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { projectAreaKeys } from '../keys';

/** PATCH /sources/{id} with any part of the project; {sourceStatus:'wait'} queues a feed update. */
export function updateProject(id: string, patch: PatchSourceBody): Promise<Project | null> {
  return http.patch<Project | null>(`/sources/${encodeURIComponent(id)}`, patch, { quiet: true });
}

export function useUpdateProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: projectAreaKeys.update(id),
    mutationFn: (patch: PatchSourceBody) => updateProject(id, patch),
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'uuid' in answer) client.setQueryData(projectAreaKeys.detail(id), answer);
      return client.invalidateQueries({ queryKey: projectAreaKeys.all });
    },
  });
}

/** The parts of a Mantine form a project save touches. */
interface SavedForm<Values> {
  resetDirty(values: Values): void;
  setErrors(errors: FormErrors): void;
}

/**
 * A project settings form's save: PATCH the patch, then the form is clean and a notice says so; a
 * refusal puts the server's field errors on the form's fields (`formField` maps an API field to one,
 * null for none), anything else shows as a notification.
 */
export function useSaveProject(id: string, formField: (field: string) => string | null) {
  const { t } = useTranslation();
  const update = useUpdateProject(id);
  const save = async <Values>(form: SavedForm<Values>, patch: PatchSourceBody, values: Values) => {
    try {
      await update.mutateAsync(patch);
      form.resetDirty(values);
      notifySuccess(t('project.settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, formField);
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  };
  return { save, saving: update.isPending };
}
