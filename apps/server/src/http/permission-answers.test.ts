import { translate } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let uuid = '';
let ownerToken = '';
let viewer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t);
  ownerToken = owner.token;
  viewer = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  await api(t.app, { token: owner.token }).post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' });
});
afterAll(() => t.close());

describe('a refused change of a project (spec §6)', () => {
  it('answers 403 with the spec’s message, the event and in words what is missing, in the user’s language, changing nothing', async () => {
    const edit = await api(t.app, { token: viewer.token, lang: 'ru' }).patch(`/sources/${uuid}`, { content: { name: 'Mine' } });
    expect(edit.body).toEqual({
      statusCode: 403,
      message: `Нет прав на "sources.edit" для проекта "${uuid}"!`,
      event: 'projects update not allowed',
      detail: 'Нет прав на редактирование проекта',
    });
    const remove = await api(t.app, { token: viewer.token, lang: 'es' }).del(`/sources/${uuid}`);
    expect(remove.body).toEqual({
      statusCode: 403,
      message: translate('es', 'errors.noPermission', ['sources.delete', uuid]),
      event: 'projects update not allowed',
      detail: translate('es', 'errors.noRightsToManage'),
    });
    const project = await api(t.app, { token: viewer.token }).get(`/sources/${uuid}`);
    expect(project.body.data).toMatchObject({ name: 'Shop' });
  });

  it('names no event when reading is refused', async () => {
    const stranger = await signUp(t);
    const read = await api(t.app, { token: stranger.token }).get(`/sources/${uuid}`);
    expect(read.body).toEqual({ statusCode: 403, message: `No permission for "sources.view" project "${uuid}"!` });
  });

  it('takes a participant’s three-part permissions away with the others', async () => {
    await t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [
      viewer.user.id,
      `sources.edit.${uuid}.synonyms`,
    ]);
    const removed = await api(t.app, { token: ownerToken }).del(`/sources/${uuid}/users/${viewer.user.id}`);
    expect(removed.status).toBe(200);
    const left = await t.deps.db.query('select permission from permissions where user_id = $1', [viewer.user.id]);
    expect(left).toEqual([]);
  });
});
