import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** POST /users/reset mails a link to /password-set?token=…; 404/422 mean the email is unknown. */
export function requestPasswordReset(body: { email: string; locale: Locale }): Promise<unknown> {
  return http.post<unknown>('/users/reset', body, { quiet: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: authKeys.resetRequest(), mutationFn: requestPasswordReset });
}
