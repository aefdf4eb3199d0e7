import { useParams } from 'react-router';
import { TrackerEditor } from '../components/tracker/tracker-editor';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/tracker — tracker events of the widget script (spec §2). */
export function TrackerPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return <TrackerEditor key={id} projectId={id} canEdit={canEdit} />;
}
