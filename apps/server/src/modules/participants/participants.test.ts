import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createFeedFailureNotifier } from './feed-failure';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let ownerApi: ReturnType<typeof api>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { name: 'Olga Owner' });
  ownerApi = api(t.app, { token: owner.token });
  uuid = await createTestProject(ownerApi, 'Team shop');
});
afterAll(() => t.close());

type Row = { id: string; email: string; access: string; notification: { is_subscribed_to_errors: boolean } };
const list = async (client = ownerApi) => (await client.get(`/sources/${uuid}/users`)).body.data as Row[];

describe('adding participants', () => {
  it('lists the owner as the only participant of a new project', async () => {
    expect(await list()).toEqual([
      { id: owner.user.id, name: 'Olga Owner', email: owner.email, access: 'owner', notification: { is_subscribed_to_errors: false } },
    ]);
  });

  it('adds a registered user by email as an editor who can then view and edit the project, and mails them', async () => {
    const colleague = await signUp(t, { name: 'Eddie Editor' });
    const added = await ownerApi.post(`/sources/${uuid}/users`, { email: colleague.email.toUpperCase() });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ id: colleague.user.id, access: 'edit' });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(colleague.email);
    expect(mail?.text).toContain(`http://console.test/project/${uuid}`);
    const asColleague = api(t.app, { token: colleague.token });
    expect((await asColleague.get(`/sources/${uuid}`)).status).toBe(200);
    expect((await asColleague.patch(`/sources/${uuid}`, { content: { name: 'Renamed by editor' } })).status).toBe(200);
    expect((await asColleague.del(`/sources/${uuid}`)).status).toBe(403);
  });

  it('adds a viewer who can read but not change the project or its participants', async () => {
    const viewer = await signUp(t);
    expect((await ownerApi.post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' })).status).toBe(201);
    const asViewer = api(t.app, { token: viewer.token });
    expect((await asViewer.get(`/sources/${uuid}`)).status).toBe(200);
    expect((await asViewer.get(`/sources/${uuid}/users`)).status).toBe(200);
    const refused = await asViewer.patch(`/sources/${uuid}`, { content: { name: 'No' } });
    expect(refused.status).toBe(403);
    const other = await signUp(t);
    expect((await asViewer.post(`/sources/${uuid}/users`, { email: other.email })).status).toBe(403);
  });

  it('refuses an email nobody registered, naming where to register, in the caller language', async () => {
    const answer = await ownerApi.post(`/sources/${uuid}/users`, { email: 'nobody@example.com' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['User is not found. User must be registered at http://console.test'] });
    const ru = await api(t.app, { token: owner.token, lang: 'ru' }).post(`/sources/${uuid}/users`, { email: 'nobody@example.com' });
    expect(ru.body.message).toBe('Пользователь не найден. Пользователь должен быть зарегистрирован на http://console.test');
  });

  it('refuses a user already linked, the owner included', async () => {
    const answer = await ownerApi.post(`/sources/${uuid}/users`, { email: owner.email });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['User already linked'] });
  });

  it('refuses hostile and malformed input without changing anything', async () => {
    const before = await list();
    for (const body of [
      { email: 'not-an-email' },
      { email: "x'; drop table users;--@a.b" },
      { email: owner.email, access: 'owner' },
      { email: 5 },
      {},
    ]) {
      expect((await ownerApi.post(`/sources/${uuid}/users`, body)).status).toBe(422);
    }
    expect((await ownerApi.post(`/sources/${uuid}/users`, { email: 'a@b.co', role: '*' })).body.errors).toMatchObject({
      role: ['Unknown field'],
    });
    expect(await list()).toEqual(before);
  });

  it('answers 401 without a token, 404 for an unknown project and 403 to a stranger', async () => {
    expect((await api(t.app).get(`/sources/${uuid}/users`)).status).toBe(401);
    expect((await ownerApi.get('/sources/00000000-0000-0000-0000-000000000000/users')).status).toBe(404);
    const stranger = api(t.app, { token: (await signUp(t)).token });
    const answer = await stranger.get(`/sources/${uuid}/users`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(`No permission for "sources.view" project "${uuid}"!`);
  });
});

describe('changing and removing participants', () => {
  it('turns an editor into a viewer and takes the edit permission away', async () => {
    const person = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: person.email });
    const changed = await ownerApi.patch(`/sources/${uuid}/users/${person.user.id}`, { access: 'view' });
    expect(changed.body.data).toMatchObject({ access: 'view' });
    expect((await api(t.app, { token: person.token }).patch(`/sources/${uuid}`, { content: { name: 'x' } })).status).toBe(403);
  });

  it('removes a participant, who then loses access to the project', async () => {
    const person = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: person.email });
    expect((await ownerApi.del(`/sources/${uuid}/users/${person.user.id}`)).status).toBe(200);
    expect((await list()).some((row) => row.id === person.user.id)).toBe(false);
    expect((await api(t.app, { token: person.token }).get(`/sources/${uuid}`)).status).toBe(403);
  });

  it('lets a viewer leave the project but not remove others', async () => {
    const viewer = await signUp(t);
    const other = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' });
    await ownerApi.post(`/sources/${uuid}/users`, { email: other.email, access: 'view' });
    const asViewer = api(t.app, { token: viewer.token });
    expect((await asViewer.del(`/sources/${uuid}/users/${other.user.id}`)).status).toBe(403);
    expect((await asViewer.del(`/sources/${uuid}/users/${viewer.user.id}`)).status).toBe(200);
    expect((await asViewer.get(`/sources/${uuid}`)).status).toBe(403);
  });

  it('never removes or downgrades the owner', async () => {
    const editor = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: editor.email });
    const asEditor = api(t.app, { token: editor.token });
    const removal = await asEditor.del(`/sources/${uuid}/users/${owner.user.id}`);
    expect(removal.status).toBe(422);
    expect(removal.body.message).toBe('The owner of the project keeps full access and cannot be removed or changed');
    expect((await asEditor.patch(`/sources/${uuid}/users/${owner.user.id}`, { access: 'view' })).status).toBe(422);
    expect((await ownerApi.get(`/sources/${uuid}`)).status).toBe(200);
  });

  it('answers 404 for a user who is not a participant or an id that is not one', async () => {
    const outsider = await signUp(t);
    expect((await ownerApi.del(`/sources/${uuid}/users/${outsider.user.id}`)).status).toBe(404);
    expect((await ownerApi.del(`/sources/${uuid}/users/..%2F..%2Fetc`)).status).toBe(404);
  });
});

describe('error notifications', () => {
  it('subscribes and unsubscribes a participant to the project errors', async () => {
    const on = await ownerApi.post(`/sources/${uuid}/users/${owner.user.id}/notifications/subscribe-errors`);
    expect(on.body.data).toMatchObject({ notification: { is_subscribed_to_errors: true } });
    expect((await list())[0]?.notification.is_subscribed_to_errors).toBe(true);
    await ownerApi.del(`/sources/${uuid}/users/${owner.user.id}/notifications/unsubscribe-errors`);
    expect((await list())[0]?.notification.is_subscribed_to_errors).toBe(false);
  });

  it('lets a viewer change only their own subscription', async () => {
    const viewer = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' });
    const asViewer = api(t.app, { token: viewer.token });
    expect((await asViewer.post(`/sources/${uuid}/users/${viewer.user.id}/notifications/subscribe-errors`)).status).toBe(200);
    expect((await asViewer.post(`/sources/${uuid}/users/${owner.user.id}/notifications/subscribe-errors`)).status).toBe(403);
  });

  it('mails a failed feed load to the subscribed participants only, in their language', async () => {
    const project = await createTestProject(ownerApi, 'Mail shop');
    const subscriber = await signUp(t, { name: 'Sub Scriber' });
    const quiet = await signUp(t);
    await ownerApi.post(`/sources/${project}/users`, { email: subscriber.email });
    await ownerApi.post(`/sources/${project}/users`, { email: quiet.email });
    await api(t.app, { token: subscriber.token }).post(`/sources/${project}/users/${subscriber.user.id}/notifications/subscribe-errors`);
    const sent = t.mails.length;
    const notify = createFeedFailureNotifier({
      db: t.deps.db,
      mailer: t.deps.mailer,
      log: pino({ level: 'silent' }),
      publicUrl: 'http://console.test',
    });
    await notify(project, { code: 'feeds.fetch.httpStatus', params: [404] });
    const mails = t.mails.slice(sent);
    expect(mails.map((mail) => mail.to)).toEqual([subscriber.email]);
    expect(mails[0]?.subject).toBe('The feed of “Mail shop” failed to load');
    expect(mails[0]?.text).toContain('The feed server answered with status 404');
    expect(mails[0]?.text).toContain(`http://console.test/project/${project}/feed`);
  });

  it('stops mailing a participant once they are removed', async () => {
    const project = await createTestProject(ownerApi, 'Gone shop');
    const person = await signUp(t);
    await ownerApi.post(`/sources/${project}/users`, { email: person.email });
    await ownerApi.post(`/sources/${project}/users/${person.user.id}/notifications/subscribe-errors`);
    await ownerApi.del(`/sources/${project}/users/${person.user.id}`);
    const sent = t.mails.length;
    const notify = createFeedFailureNotifier({
      db: t.deps.db,
      mailer: t.deps.mailer,
      log: pino({ level: 'silent' }),
      publicUrl: 'http://console.test',
    });
    await notify(project, { code: 'feeds.empty', params: [] });
    expect(t.mails.length).toBe(sent);
  });
});
