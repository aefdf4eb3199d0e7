import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface Partnership {
  code: string;
  link: string;
  projects: Array<{ uuid: string; name: string; siteUrl: string; createdAt: number; plan: string | null; paid: number; reward: number }>;
  /** Shares of a payment: in the referred project's first year, and after it. */
  rates: { firstYear: number; later: number };
  totals: { paid: number; reward: number };
}

/** GET /partnership → the user's referral link and the projects referred through it. */
export function usePartnership() {
  return useQuery({
    queryKey: ['info', 'partnership'],
    queryFn: ({ signal }) => http.get<Partnership>('/partnership', { signal }),
  });
}
