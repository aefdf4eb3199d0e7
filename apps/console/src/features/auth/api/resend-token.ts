import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** PUT /register/resendToken mails a fresh confirmation code. */
export function resendToken(body: { email: string; locale: Locale }): Promise<unknown> {
  return http.put<unknown>('/register/resendToken', body);
}

export function useResendToken() {
  return useMutation({ mutationKey: authKeys.resend(), mutationFn: resendToken });
}
