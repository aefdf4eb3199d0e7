import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { REWARD_RATES, referralCodeOf, referredProjects } from '../accounts';

/** GET /partnership — the signed-in user's referral link, the projects it brought in and the rewards earned. */
export async function partnershipRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  app.get('/partnership', { schema: { tags: ['integrations'] } }, async (request) => {
    const me = await auth.currentUser(request);
    const code = await referralCodeOf(deps.db, me.row.id);
    const projects = await referredProjects(deps.db, me.row.id);
    const total = (key: 'paid' | 'reward') => Math.round(projects.reduce((sum, p) => sum + p[key] * 100, 0)) / 100;
    return {
      data: {
        code,
        link: `${deps.config.publicUrl}/signup?ref=${code}`,
        projects,
        rates: REWARD_RATES,
        totals: { paid: total('paid'), reward: total('reward') },
      },
    };
  });
}
