import type { Project } from '@vitrina/contracts';
import { useOutletContext } from 'react-router';

export interface ProjectContext {
  project: Project;
  canEdit: boolean;
  canDelete: boolean;
  isAdmin: boolean;
}

export function useProjectContext(): ProjectContext {
  return useOutletContext<ProjectContext>();
}
