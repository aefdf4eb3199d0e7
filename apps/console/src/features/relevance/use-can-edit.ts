import { can } from '@vitrina/contracts';
import { useCurrentUser } from '../../lib/session';

/** Spec §6: synonym, merchandising, tracker and learned-ranking changes need the project's edit permission. */
export function useCanEdit(projectId: string): boolean {
  const user = useCurrentUser();
  return can(user.permissions, 'edit', projectId);
}
