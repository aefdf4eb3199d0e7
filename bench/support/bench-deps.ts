import type { Logger } from 'pino';
import type { Config } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/database';
import type { AppDeps } from '../../apps/server/src/deps';
import { createAccessTokens } from '../../apps/server/src/modules/accounts';
import { createChangeBus, createJobSignal } from '../../apps/server/src/modules/cluster';
import { createSearchAccess } from '../../apps/server/src/search-access';

/** The dependencies of a search node for a bench: no mail, no sign-ins, its own change bus and search access. */
export function benchDeps(own: { config: Config; db: Db; log: Logger }): AppDeps {
  const core = {
    ...own,
    changes: createChangeBus(),
    jobs: createJobSignal(),
    pepper: 'bench',
    tokens: createAccessTokens('bench', 60),
    mailer: { send: async () => {}, close: () => {} },
  };
  return { ...core, search: createSearchAccess(core, 'serving') };
}
