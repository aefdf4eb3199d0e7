import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { TrackerEditor } from '../components/tracker/tracker-editor';
import { TrackerLiveLog } from '../components/tracker/tracker-live-log';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/tracker — tracker events of the widget script (spec §2), and the live log to check them with. */
export function TrackerPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return (
    <Stack gap="xl">
      <TrackerEditor key={id} projectId={id} canEdit={canEdit} />
      <TrackerLiveLog key={`log-${id}`} projectId={id} />
    </Stack>
  );
}
