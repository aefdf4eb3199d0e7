import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddParticipantBody, Participant, ParticipantAccess } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { participantKeys } from '../keys';

const base = (projectId: string) => `/sources/${encodeURIComponent(projectId)}/users`;
const one = (projectId: string, userId: string) => `${base(projectId)}/${encodeURIComponent(userId)}`;

/** GET /sources/{id}/users: the owner first, then viewers and editors. */
export function useParticipants(projectId: string) {
  return useQuery({
    queryKey: participantKeys.list(projectId),
    queryFn: ({ signal }) => http.get<Participant[]>(base(projectId), { signal }),
  });
}

/** A change of the list, read again once the server took it. */
function useRefreshAfter<T, V>(projectId: string, mutationFn: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: participantKeys.list(projectId) }) });
}

/** POST /sources/{id}/users {email, access}; a 422 carries errors.email, shown under the field. */
export function useAddParticipant(projectId: string) {
  return useRefreshAfter(projectId, (body: AddParticipantBody) => http.post<Participant>(base(projectId), body, { quiet: true }));
}

export function useChangeAccess(projectId: string) {
  return useRefreshAfter(projectId, ({ userId, access }: { userId: string; access: ParticipantAccess }) =>
    http.patch<Participant>(one(projectId, userId), { access }),
  );
}

export function useRemoveParticipant(projectId: string) {
  return useRefreshAfter(projectId, (userId: string) => http.delete<unknown>(one(projectId, userId)));
}

/**
 * Subscribe or unsubscribe a participant to the project's error mails. A failure is only logged
 * and the switch keeps its old position (spec §8): the list is read again only on success.
 */
export function useErrorSubscription(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, subscribe }: { userId: string; subscribe: boolean }) =>
      subscribe
        ? http.post<Participant>(`${one(projectId, userId)}/notifications/subscribe-errors`, undefined, { quiet: true })
        : http.delete<Participant>(`${one(projectId, userId)}/notifications/unsubscribe-errors`, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: participantKeys.list(projectId) }),
    onError: (error) => console.warn('error subscription change failed', error),
  });
}
