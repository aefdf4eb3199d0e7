import { Stack } from '@mantine/core';
import { AfterPaint } from '../../../ui/after-paint';
import { useWidgetScript } from '../api/get-widget-script';
import { useProjectContext } from '../project-context';
import { FormActions } from '../widget/form-actions';
import { planLockedSwitches } from '../widget/plan-locked';
import { CodeSection } from '../widget/sections/code-section';
import { DisplaySection } from '../widget/sections/display-section';
import { GeneralSection } from '../widget/sections/general-section';
import { RelevanceSection } from '../widget/sections/relevance-section';
import { SearchSection } from '../widget/sections/search-section';
import { TrackingSection } from '../widget/sections/tracking-section';
import { useWidgetForm } from '../widget/use-widget-form';

/** /project/:id/settings/configuration: every field of spec §3 "Project settings". */
export function ConfigurationPage() {
  const { project, canEdit } = useProjectContext();
  const api = useWidgetForm(project);
  const script = useWidgetScript(project.uuid);
  const readOnly = !canEdit;
  return (
    <form onSubmit={api.submit} noValidate>
      <Stack maw={980}>
        <GeneralSection form={api.form} script={script.data} readOnly={readOnly} />
        {/* The sections below the first screen render once it has painted: the page holds some 1,500
            elements, and the owner starts at the top. */}
        <AfterPaint>
          <SearchSection form={api.form} readOnly={readOnly} />
          <RelevanceSection form={api.form} readOnly={readOnly} />
          <DisplaySection form={api.form} readOnly={readOnly} locked={planLockedSwitches(project)} />
          <CodeSection form={api.form} readOnly={readOnly} />
          <TrackingSection form={api.form} readOnly={readOnly} />
        </AfterPaint>
        {canEdit && <FormActions api={api} />}
      </Stack>
    </form>
  );
}
