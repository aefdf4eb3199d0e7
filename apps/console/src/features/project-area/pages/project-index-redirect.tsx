import { Navigate } from 'react-router';
import { useProjectContext } from '../project-context';

/** /project/:id opens statistics, or the feed while it is still loading. */
export function ProjectIndexRedirect() {
  const { project } = useProjectContext();
  return <Navigate to={project.loadedAt === null ? 'feed' : 'statistics'} replace />;
}
