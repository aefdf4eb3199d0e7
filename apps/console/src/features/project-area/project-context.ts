import { useOutletContext } from 'react-router';
import type { ProjectDetail } from './feed-types';

export interface ProjectContext {
  project: ProjectDetail;
  canEdit: boolean;
  canDelete: boolean;
  isAdmin: boolean;
}

export function useProjectContext(): ProjectContext {
  return useOutletContext<ProjectContext>();
}
