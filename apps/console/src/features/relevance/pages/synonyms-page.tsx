import { useParams } from 'react-router';
import { SynonymsScreen } from '../components/synonyms/synonyms-screen';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/synonyms — tabs 'search' and 'parameters' (spec §2). */
export function SynonymsPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return <SynonymsScreen key={id} projectId={id} canEdit={canEdit} />;
}
