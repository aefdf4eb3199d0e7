import * as accountsAndProjects from './0001-accounts-and-projects';
import * as catalog from './0002-catalog';
import * as searchEvents from './0003-search-events';
import * as trackerEvents from './0004-tracker-events';
import * as synonyms from './0005-synonyms';
import * as tradeWidgets from './0006-trade-widgets';
import * as statsPartitions from './0007-stats-partitions-and-rollups';
import * as catalogFilters from './0008-catalog-filters';
import * as merchandisingFeeds from './0009-merchandising-feeds';
import * as plans from './0010-plans';
import * as financeParticipantsAdministrator from './0011-finance-participants-administrator';
import * as referrals from './0012-referrals';
import * as statsMonthlyRollups from './0013-stats-monthly-rollups';
import * as creativeBooster from './0014-creative-booster';
import * as statsReachAndTrackerRollups from './0015-stats-reach-and-tracker-rollups';
import * as indexSnapshots from './0016-index-snapshots';
import * as pictureColours from './0018-picture-colours';
import * as creativeImages from './0019-creative-images';
import * as settingsVersion from './0020-settings-version';
import * as learning from './0021-learning';
import * as feedLoadRules from './0022-feed-load-rules';
import * as feedLoadUnsafeLinks from './0023-feed-load-unsafe-links';
import * as tradeWidgetPublication from './0024-trade-widget-publication';
import * as endedSessions from './0025-ended-sessions';
import * as queryQuotaWarnings from './0026-query-quota-warnings';
import * as filterEnabledDefault from './0027-filter-enabled-default';
import * as jobOwnerTurns from './0028-job-owner-turns';

/** Versioned migrations in order; a migration is never edited once it has shipped, only added. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; up: string }> = [
  { version: 1, name: 'accounts-and-projects', up: accountsAndProjects.up },
  { version: 2, name: 'catalog', up: catalog.up },
  { version: 3, name: 'search-events', up: searchEvents.up },
  { version: 4, name: 'tracker-events', up: trackerEvents.up },
  { version: 5, name: 'synonyms', up: synonyms.up },
  { version: 6, name: 'trade-widgets', up: tradeWidgets.up },
  { version: 7, name: 'stats-partitions-and-rollups', up: statsPartitions.up },
  { version: 8, name: 'catalog-filters', up: catalogFilters.up },
  { version: 9, name: 'merchandising-feeds', up: merchandisingFeeds.up },
  { version: 10, name: 'plans', up: plans.up },
  { version: 11, name: 'finance-participants-administrator', up: financeParticipantsAdministrator.up },
  { version: 12, name: 'referrals', up: referrals.up },
  { version: 13, name: 'stats-monthly-rollups', up: statsMonthlyRollups.up },
  { version: 14, name: 'creative-booster', up: creativeBooster.up },
  { version: 15, name: 'stats-reach-and-tracker-rollups', up: statsReachAndTrackerRollups.up },
  { version: 16, name: 'index-snapshots', up: indexSnapshots.up },
  { version: 18, name: 'picture-colours', up: pictureColours.up },
  { version: 19, name: 'creative-images', up: creativeImages.up },
  { version: 20, name: 'settings-version', up: settingsVersion.up },
  { version: 21, name: 'learning', up: learning.up },
  { version: 22, name: 'feed-load-rules', up: feedLoadRules.up },
  { version: 23, name: 'feed-load-unsafe-links', up: feedLoadUnsafeLinks.up },
  { version: 24, name: 'trade-widget-publication', up: tradeWidgetPublication.up },
  { version: 25, name: 'ended-sessions', up: endedSessions.up },
  { version: 26, name: 'query-quota-warnings', up: queryQuotaWarnings.up },
  { version: 27, name: 'filter-enabled-default', up: filterEnabledDefault.up },
  { version: 28, name: 'job-owner-turns', up: jobOwnerTurns.up },
];
