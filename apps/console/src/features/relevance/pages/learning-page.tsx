import { useParams } from 'react-router';
import { LearningScreen } from '../components/learning/learning-screen';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/learning — what search learned from shoppers, and resets of it. */
export function LearningPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return <LearningScreen key={id} projectId={id} canEdit={canEdit} />;
}
