/**
 * Permissions are strings (spec §6). '*' is the administrator and allows everything; otherwise
 * the exact string `sources.<action>.<sourceId>` is needed.
 */
export const ADMIN_PERMISSION = '*';
export const SOURCE_ACTIONS = ['view', 'edit', 'delete'] as const;
export type SourceAction = (typeof SOURCE_ACTIONS)[number];

export function sourcePermission(action: SourceAction, sourceId: string): string {
  return `sources.${action}.${sourceId}`;
}

export function isAdmin(permissions: readonly string[]): boolean {
  return permissions.includes(ADMIN_PERMISSION);
}

/** The one permission check used by every route and by the console. */
export function can(permissions: readonly string[], action: SourceAction, sourceId: string): boolean {
  return isAdmin(permissions) || permissions.includes(sourcePermission(action, sourceId));
}

/** What a project's owner holds from the moment it is created. */
export function ownerPermissions(sourceId: string): string[] {
  return SOURCE_ACTIONS.map((action) => sourcePermission(action, sourceId));
}

/** The ids of the projects a set of permissions lets one view. */
export function viewableSourceIds(permissions: readonly string[]): string[] {
  const prefix = 'sources.view.';
  return permissions.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length).split('.')[0] ?? '');
}
