/**
 * Permissions are strings (spec §6). '*' is the administrator and allows everything; otherwise
 * the exact string `sources.<action>.<sourceId>[.<part>]` is needed: the optional third part narrows
 * the permission to one part of the project (`sources.edit.<id>.synonyms`), and the two-part string
 * covers every part.
 */
export const ADMIN_PERMISSION = '*';
export const SOURCE_ACTIONS = ['view', 'edit', 'delete'] as const;
export type SourceAction = (typeof SOURCE_ACTIONS)[number];

export function sourcePermission(action: SourceAction, sourceId: string, part?: string): string {
  return part ? `sources.${action}.${sourceId}.${part}` : `sources.${action}.${sourceId}`;
}

export function isAdmin(permissions: readonly string[]): boolean {
  return permissions.includes(ADMIN_PERMISSION);
}

/** The one permission check used by every route and by the console; with `part`, its three-part string also allows. */
export function can(permissions: readonly string[], action: SourceAction, sourceId: string, part?: string): boolean {
  return (
    isAdmin(permissions) ||
    permissions.includes(sourcePermission(action, sourceId)) ||
    (part !== undefined && part !== '' && permissions.includes(sourcePermission(action, sourceId, part)))
  );
}

/** The event a refused change of a project reports (spec §6), beside the 403. */
export const UPDATE_NOT_ALLOWED_EVENT = 'projects update not allowed';

/** What a project's owner holds from the moment it is created. */
export function ownerPermissions(sourceId: string): string[] {
  return SOURCE_ACTIONS.map((action) => sourcePermission(action, sourceId));
}

/** The ids of the projects a set of permissions lets one view. */
export function viewableSourceIds(permissions: readonly string[]): string[] {
  const prefix = 'sources.view.';
  return permissions.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length).split('.')[0] ?? '');
}
