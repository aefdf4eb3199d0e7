import { useOutletContext } from 'react-router';

/**
 * Spec §6: adding, changing and deleting trade widgets needs the project's edit permission, which the project
 * layout has already worked out for its tabs (its outlet context).
 */
export function useCanEdit(): boolean {
  const context = useOutletContext<{ canEdit?: boolean } | undefined>();
  return context?.canEdit === true;
}
