import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** POST /register → 201; the server mails a code and a confirmation link. */
export function registerUser(body: RegisterBody): Promise<unknown> {
  return http.post<unknown>('/register', body, { quiet: true });
}

export function useRegisterUser() {
  return useMutation({ mutationKey: authKeys.register(), mutationFn: registerUser });
}
