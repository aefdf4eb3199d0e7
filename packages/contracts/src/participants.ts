import { z } from 'zod';
import { emailSchema } from './validators';

/**
 * Participants of a project (spec §3 Participant, §6): users who hold permissions on it. Besides
 * the owner, a participant is a viewer (sources.view) or an editor (sources.view and sources.edit).
 */
export const PARTICIPANT_ACCESS = ['view', 'edit'] as const;
export type ParticipantAccess = (typeof PARTICIPANT_ACCESS)[number];

const accessSchema = z.enum(PARTICIPANT_ACCESS, { error: 'validation.oneOf|view, edit' });

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  access: z.enum(['owner', ...PARTICIPANT_ACCESS]),
  notification: z.object({ is_subscribed_to_errors: z.boolean() }),
});
export type Participant = z.infer<typeof participantSchema>;

/** POST /sources/{id}/users: the user must already be registered. */
export const addParticipantBody = z.strictObject({ email: emailSchema, access: accessSchema.default('edit') });
export type AddParticipantBody = z.input<typeof addParticipantBody>;

/** PATCH /sources/{id}/users/{userId}: a participant becomes a viewer or an editor. */
export const changeParticipantBody = z.strictObject({ access: accessSchema });
