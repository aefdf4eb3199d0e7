import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { referralCodeOf, referredProjects } from './referrals';

/** GET /partnership — the signed-in user's referral link and the projects it brought in. */
export async function partnershipRoutes(app: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  app.get('/partnership', { schema: { tags: ['integrations'] } }, async (request) => {
    const me = await auth.currentUser(request);
    const code = await referralCodeOf(deps.db, me.row.id);
    return {
      data: {
        code,
        link: `${deps.config.publicUrl}/signup?ref=${code}`,
        projects: await referredProjects(deps.db, me.row.id),
      },
    };
  });
}
