import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { authKeys } from '../keys';

/** POST /login; a 401 here means wrong credentials, shown under the form, not an expired session. */
export function login(body: LoginBody): Promise<LoginResult> {
  return http.post<LoginResult>('/login', body, { quiet: true, unauthorizedIsAnswer: true });
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login(), mutationFn: login });
}
