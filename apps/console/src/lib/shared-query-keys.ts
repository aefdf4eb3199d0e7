/**
 * Query keys two features both touch (features never import each other): a trade widget's save
 * changes the project's publish state, and Publish or Discard in the project header changes the
 * trade widgets' saved versions.
 */
export const sharedQueryKeys = {
  /** GET /sources/{id}/publication; under the project's detail key, so a project save refreshes it too. */
  publication: (projectId: string) => ['sources', 'detail', projectId, 'publication'] as const,
  /** Everything cached about a project's trade widgets. */
  tradeWidgets: (projectId: string) => ['trade-widgets', projectId] as const,
};
