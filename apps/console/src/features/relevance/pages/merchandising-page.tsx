import { useParams } from 'react-router';
import { MerchandisingEditor } from '../components/merchandising/merchandising-editor';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/merchandising — search merchandising rules (spec §2 'issuance'; changes at indexing live on the feed page). */
export function MerchandisingPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return <MerchandisingEditor key={id} projectId={id} canEdit={canEdit} />;
}
