import { can } from '@vitrina/contracts';
import { useCurrentUser } from '../../lib/session';

/** Spec §6: adding, changing and deleting trade widgets needs the project's edit permission. */
export function useCanEdit(projectId: string): boolean {
  const user = useCurrentUser();
  return can(user.permissions, 'edit', projectId);
}
