/** OAuth clients and tokens, and the partnership pages over the referrals accounts record. */
export { integrationsRoutes } from './routes';
