import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';

/** A saved setting that is not on the shop's site yet; key is a path such as "colors.primary". */
export interface PublicationChange {
  key: string;
  published: unknown;
  saved: unknown;
  /** Set on a trade widget's change (decision 0018); key is then its field, such as "style.title". */
  tradeWidget?: { id: string; name: string };
}

/** GET /sources/{id}/publication: the saved widget settings and trade widgets against the published ones (decisions 0017, 0018). */
export interface Publication {
  state: 'live' | 'unpublished';
  /** null: the settings the site ran with before anyone published by hand. */
  publishedAt: number | null;
  changeCount: number;
  changes: PublicationChange[];
  /** What the loader hands the widget on the shop's site. */
  published: Record<string, unknown>;
  /** What publishing would hand it. */
  saved: Record<string, unknown>;
}

export function getPublication(id: string, signal?: AbortSignal): Promise<Publication> {
  // Quiet: the header shows no state rather than a warning over every page when this fails.
  return http.get<Publication>(`/sources/${encodeURIComponent(id)}/publication`, { signal, quiet: true });
}

export function publicationQuery(id: string) {
  return queryOptions({ queryKey: projectAreaKeys.publication(id), queryFn: ({ signal }) => getPublication(id, signal) });
}

export function usePublication(id: string) {
  return useQuery(publicationQuery(id));
}
