import { useMutation } from '@tanstack/react-query';
import type { Locale, LoginResult } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

export interface ConfirmInput {
  token: string;
  email: string;
  locale: Locale;
}

/** POST /register/confirm answers like /login. */
export function confirmRegistration(body: ConfirmInput): Promise<LoginResult> {
  return http.post<LoginResult>('/register/confirm', body, { quiet: true });
}

export function useConfirmRegistration() {
  return useMutation({ mutationKey: authKeys.confirm(), mutationFn: confirmRegistration });
}
