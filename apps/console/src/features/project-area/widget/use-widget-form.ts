import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { publicationQuery } from '../api/get-publication';
import { useUpdateProject } from '../api/update-project';
import type { ProjectDetail } from '../feed-types';
import { PUBLISH_TOAST_ID } from '../publish/publish-status';
import { formFromProject } from './form-from-project';
import { patchOf } from './form-to-patch';
import { formPathOfServerField } from './server-field-path';
import { validateWidgetForm } from './validate-widget-form';
import { readWidgetDraft, writeWidgetDraft } from './widget-draft';
import type { WidgetForm } from './widget-form';

/**
 * The widget configuration form shared by the configuration and widget tabs: starts from the
 * unsaved draft when there is one, keeps the draft current for the preview, and saves only the
 * fields that changed in one PATCH.
 */
export function useWidgetForm(project: ProjectDetail) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const update = useUpdateProject(project.uuid);
  const client = useQueryClient();
  const initial = useMemo(() => formFromProject(project), [project]);
  // The saved settings first, the draft of this tab's session once mounted: a page rendered on the
  // server shows the saved ones, and its take-over must start from the same values.
  const form = useForm<WidgetForm>({
    initialValues: initial,
    validate: (values) => validateWidgetForm(values, locale, t),
    onValuesChange: (values) => writeWidgetDraft(project.uuid, patchOf(initial, values) ? values : null),
  });
  const changed = patchOf(initial, form.getValues()) !== null;
  // The draft once mounted; then, when the saved settings change under the form (a discard of
  // unpublished changes), a form without a draft of its own follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved project should reset the form, not each render's form object.
  useEffect(() => {
    const draft = readWidgetDraft(project.uuid);
    if (draft) {
      form.setValues(draft);
      return;
    }
    form.setValues(initial);
    form.resetDirty(initial);
  }, [initial, project.uuid]);

  /** One message for one Save: whether the shop's site needs a publish to show it. */
  const savedMessage = async () => {
    try {
      // The save's own refresh of the state (update-project invalidates it) is a moment old at most.
      const publication = await client.fetchQuery({ ...publicationQuery(project.uuid), staleTime: 1_000 });
      return publication.changeCount ? t('publish.savedPending', { count: publication.changeCount }) : t('publish.savedLive');
    } catch {
      return t('widget.saved');
    }
  };

  const submit = form.onSubmit(
    async (values) => {
      const patch = patchOf(initial, values);
      // The Save button is disabled without changes; Enter in a field of an unchanged form does nothing.
      if (!patch) return;
      try {
        await update.mutateAsync(patch);
        writeWidgetDraft(project.uuid, null);
        form.resetDirty(values);
        notifySuccess(await savedMessage(), PUBLISH_TOAST_ID);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const fieldErrors = serverErrors(error, formPathOfServerField);
        if (error.statusCode === 422 && Object.keys(fieldErrors).length) {
          form.setErrors(fieldErrors);
          notifyWarning(t('widget.formInvalid'), PUBLISH_TOAST_ID);
        } else showApiError(error);
      }
    },
    () => notifyWarning(t('widget.formInvalid'), PUBLISH_TOAST_ID),
  );

  const discard = () => {
    writeWidgetDraft(project.uuid, null);
    form.setValues(initial);
    form.resetDirty(initial);
    form.clearErrors();
  };

  return { form, initial, submit, discard, changed, saving: update.isPending };
}

export type WidgetFormApi = ReturnType<typeof useWidgetForm>;
export type WidgetFormInstance = WidgetFormApi['form'];
