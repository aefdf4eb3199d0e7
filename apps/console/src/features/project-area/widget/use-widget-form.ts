import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateProject } from '../api/update-project';
import type { ProjectDetail } from '../feed-types';
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
  const initial = useMemo(() => formFromProject(project), [project]);
  const form = useForm<WidgetForm>({
    initialValues: readWidgetDraft(project.uuid) ?? initial,
    validate: (values) => validateWidgetForm(values, locale, t),
    onValuesChange: (values) => writeWidgetDraft(project.uuid, patchOf(initial, values) ? values : null),
  });
  const changed = patchOf(initial, form.getValues()) !== null;

  const submit = form.onSubmit(
    async (values) => {
      const patch = patchOf(initial, values);
      if (!patch) {
        notifySuccess(t('widget.nothingChanged'));
        return;
      }
      try {
        await update.mutateAsync(patch);
        writeWidgetDraft(project.uuid, null);
        form.resetDirty(values);
        notifySuccess(t('widget.saved'));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const fieldErrors = serverErrors(error, formPathOfServerField);
        if (error.statusCode === 422 && Object.keys(fieldErrors).length) {
          form.setErrors(fieldErrors);
          notifyWarning(t('widget.formInvalid'));
        } else showApiError(error);
      }
    },
    () => notifyWarning(t('widget.formInvalid')),
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
