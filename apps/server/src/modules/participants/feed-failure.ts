import type { Logger } from 'pino';
import type { Queryable } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { feedFailedMail } from './mails';
import { errorSubscribers } from './store';

export interface FeedFailureNotifierDeps {
  db: Queryable;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

/**
 * Mails the participants subscribed to a project's errors that its feed failed to load (spec §6).
 * Never throws: a mail problem is logged and the load's own outcome stands.
 */
export function createFeedFailureNotifier(deps: FeedFailureNotifierDeps) {
  return async function notifyFeedFailure(sourceUuid: string, reason: { code: string; params: ReadonlyArray<string | number> }) {
    try {
      const [source] = await deps.db.query<{ name: string; site_url: string }>('select name, site_url from sources where uuid = $1', [
        sourceUuid,
      ]);
      if (!source) return;
      for (const to of await errorSubscribers(deps.db, sourceUuid)) {
        await deps.mailer
          .send(feedFailedMail({ to, sourceUuid, source, reason, publicUrl: deps.publicUrl }))
          .catch((error: unknown) => deps.log.warn({ err: error, sourceUuid, to: to.email }, 'feed failure mail failed'));
      }
    } catch (error) {
      deps.log.error({ err: error, sourceUuid }, 'feed failure notification failed');
    }
  };
}
