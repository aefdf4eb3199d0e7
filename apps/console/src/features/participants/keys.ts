/** Query keys of the participants of a project. */
export const participantKeys = {
  all: ['participants'] as const,
  list: (projectId: string) => [...participantKeys.all, projectId] as const,
};
