import { QUERY_QUOTA_WARNING_SHARE } from '@vitrina/contracts';
import type { AppDeps } from '../../deps';
import { queryQuotaMail } from './quota-mails';
import { claimQuotaWarning, type MonthUsage, releaseQuotaWarning } from './store';

/** The share of the limit a month's count has reached, as the owner is warned about it (0: not yet). */
export function warningPercent(queries: number, limit: number): 0 | 80 | 100 {
  if (queries >= limit) return 100;
  return queries >= limit * QUERY_QUOTA_WARNING_SHARE ? 80 : 0;
}

/**
 * Mails the owner once at 80 % and once at 100 % of the month's queries (crossing both in one flush
 * mails only the 100 % one). The warned share is stored beside the count and raised by one atomic
 * update, so restarts and other search nodes never mail twice; a mail that fails puts it back and a
 * later flush tries again. Never throws: search counting goes on whatever the mail does.
 */
export function createQuotaWarnings(deps: Pick<AppDeps, 'db' | 'mailer' | 'log' | 'config'>) {
  /** `${sourceUuid} ${month}` → the share known to be warned about already, so a flush asks the database only on a rise. */
  const known = new Map<string, number>();
  let knownMonth = '';

  async function mailOwner(usage: MonthUsage, percent: 80 | 100, limit: number, graceLimit: number) {
    const [row] = await deps.db.query<{ name: string; site_url: string; email: string; user_name: string; locale: string }>(
      `select s.name, s.site_url, u.email, u.name as user_name, u.locale
       from sources s join users u on u.id = s.owner_id where s.uuid = $1 and s.deleted_at is null`,
      [usage.sourceUuid],
    );
    if (!row) return;
    await deps.mailer.send(
      queryQuotaMail({
        to: { email: row.email, name: row.user_name, locale: row.locale },
        sourceUuid: usage.sourceUuid,
        source: { name: row.name, site_url: row.site_url },
        percent,
        queries: usage.queries,
        limit,
        graceLimit,
        publicUrl: deps.config.publicUrl,
      }),
    );
  }

  return {
    /** Called with each project's new total after a flush. */
    async check(usage: MonthUsage, limit: number, graceLimit: number): Promise<void> {
      if (usage.month !== knownMonth) {
        known.clear();
        knownMonth = usage.month;
      }
      const percent = warningPercent(usage.queries, limit);
      const key = `${usage.sourceUuid} ${usage.month}`;
      if (percent === 0 || percent <= Math.max(usage.warnedPercent, known.get(key) ?? 0)) return;
      known.set(key, percent);
      try {
        if (!(await claimQuotaWarning(deps.db, usage.sourceUuid, usage.month, percent))) return;
      } catch (error) {
        known.delete(key);
        deps.log.error({ err: error, sourceUuid: usage.sourceUuid }, 'query quota warning not stored');
        return;
      }
      try {
        await mailOwner(usage, percent, limit, graceLimit);
      } catch (error) {
        known.delete(key);
        deps.log.warn({ err: error, sourceUuid: usage.sourceUuid, percent }, 'query quota mail failed');
        await releaseQuotaWarning(deps.db, usage.sourceUuid, usage.month, percent, usage.warnedPercent).catch(() => {});
      }
    },
  };
}
