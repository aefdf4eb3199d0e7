import { can } from '@vitrina/contracts';
import { useCurrentUser } from '../../lib/session';

/** Spec §6: changing filters and params needs the project's edit permission; viewers only read. */
export function useCanEdit(projectId: string): boolean {
  const user = useCurrentUser();
  return can(user.permissions, 'edit', projectId);
}
