import { Navigate } from 'react-router';
import { useProjectContext } from '../project-context';
import { isFeedLoading } from '../tabs';

/** /project/:id opens statistics, or the feed while it is still loading. */
export function ProjectIndexRedirect() {
  const { project } = useProjectContext();
  return <Navigate to={isFeedLoading(project.sourceStatus) ? 'feed' : 'statistics'} replace />;
}
