import type { ProjectPlan } from '@vitrina/contracts';
import { api, signUp, type TestApp } from '../../testing/test-app';
import { startTrial } from './subscription';

/** A signed-up user given '*', the administrator. */
export async function signUpAdministrator(t: TestApp) {
  const admin = await signUp(t);
  await t.deps.db.query(`insert into permissions (user_id, permission) values ($1, '*')`, [admin.user.id]);
  return admin;
}

/** Starts the trial as a successful first feed load would, at the given moment. */
export async function startTrialAt(t: TestApp, sourceUuid: string, now: number) {
  await t.deps.db.transaction((tx) => startTrial(tx, sourceUuid, now));
}

/** GET /sources/{id}/plan as the given user. */
export async function readPlan(t: TestApp, token: string, sourceUuid: string) {
  const call = await api(t.app, { token }).get(`/sources/${sourceUuid}/plan`);
  return { status: call.status, plan: call.body.data as ProjectPlan, body: call.body };
}

/** Moves the app's clock; plan states and search read it. */
export function setClock(t: TestApp, now: number) {
  t.setNow(now);
}
