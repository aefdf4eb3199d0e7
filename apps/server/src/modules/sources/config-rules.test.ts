import { LOCALES, translate } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token = '';

beforeAll(async () => {
  // One owner creates a project for nearly every case: past the hourly cap of a real account.
  t = await createTestApp({ PROJECT_CREATIONS_PER_HOUR: '1000' });
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

const owner = (lang = 'en') => api(t.app, { token, lang });

/** A new project and a function that answers whether the stored project still equals what it was. */
async function projectUnchangedBy(patch: object, lang = 'en') {
  const uuid = await createTestProject(owner());
  const before = await owner().get(`/sources/${uuid}`);
  const refused = await owner(lang).patch(`/sources/${uuid}`, patch);
  const after = await owner().get(`/sources/${uuid}`);
  expect(after.body).toEqual(before.body);
  const changes = await t.deps.db.query('select 1 from source_changes where source_uuid = $1', [uuid]);
  expect(changes).toHaveLength(0);
  return refused;
}

describe('the widget configuration rules of spec §5 on PATCH /sources/{id}', () => {
  it('refuses a complex widget without its container selector or blocks, in every locale, and changes nothing', async () => {
    for (const lang of LOCALES) {
      const refused = await projectUnchangedBy({ widgetSettings: { kind: 'complex', blocks: [] } }, lang);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        selector: [translate(lang, 'validation.required')],
        'widgetSettings.blocks': [translate(lang, 'validation.required')],
      });
      expect(refused.body.message).toBe(translate(lang, 'validation.required'));
    }
  });

  it('takes a complex widget with a selector from settings or the widget settings, and checks one set later', async () => {
    const uuid = await createTestProject(owner());
    const saved = await owner().patch(`/sources/${uuid}`, {
      settings: { selector: '#search' },
      widgetSettings: { kind: 'complex', blocks: ['image', 'name'] },
    });
    expect(saved.status).toBe(200);
    const emptied = await owner('ru').patch(`/sources/${uuid}`, { settings: { selector: '  ' } });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ 'settings.selector': ['Обязательное поле'] });
    const own = await owner().patch(`/sources/${uuid}`, { widgetSettings: { selector: '' } });
    expect(own.body.errors).toEqual({ 'widgetSettings.selector': ['Input required'] });
    const modal = await owner().patch(`/sources/${uuid}`, { widgetSettings: { kind: 'v3', selector: '' } });
    expect(modal.status).toBe(200);
  });

  it('refuses custom code switched on without the code', async () => {
    const refused = await projectUnchangedBy({ widgetSettings: { customCodeEnabled: true, customSnippet: ' ' } }, 'es');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'widgetSettings.customSnippet': [translate('es', 'validation.customCodeRequired')] });
    const uuid = await createTestProject(owner());
    expect((await owner().patch(`/sources/${uuid}`, { widgetSettings: { customCodeEnabled: false, customSnippet: '' } })).status).toBe(200);
    expect(
      (await owner().patch(`/sources/${uuid}`, { widgetSettings: { customCodeEnabled: true, customSnippet: '<b>x</b>' } })).status,
    ).toBe(200);
    const cleared = await owner().patch(`/sources/${uuid}`, { widgetSettings: { customSnippet: '' } });
    expect(cleared.body.errors).toEqual({ 'widgetSettings.customSnippet': ['Enter the custom code or switch the template off'] });
  });

  it('refuses a manual Metrika counter without its id or with an id that is not digits', async () => {
    const missing = await projectUnchangedBy({ widgetSettings: { metrika: { mode: 'manual', counterId: '' } } }, 'tr');
    expect(missing.body.errors).toEqual({ 'widgetSettings.metrika.counterId': [translate('tr', 'validation.metrikaCounterRequired')] });
    const letters = await projectUnchangedBy({ widgetSettings: { metrika: { mode: 'manual', counterId: '12ab' } } });
    expect(letters.body.errors).toEqual({ 'widgetSettings.metrika.counterId': ['Digits only, without a leading zero'] });
    const mode = await projectUnchangedBy({ widgetSettings: { metrika: { mode: 'sometimes' } } });
    expect(mode.body.errors).toEqual({ 'widgetSettings.metrika.mode': ['Choose one of: auto, manual, disabled'] });
    const uuid = await createTestProject(owner());
    expect(
      (await owner().patch(`/sources/${uuid}`, { widgetSettings: { metrika: { mode: 'manual', counterId: '98765432' } } })).status,
    ).toBe(200);
    expect((await owner().patch(`/sources/${uuid}`, { widgetSettings: { metrika: { mode: 'auto', counterId: '' } } })).status).toBe(200);
  });

  it('refuses A/B shares that do not add up to 100', async () => {
    const refused = await projectUnchangedBy({ widgetSettings: { enableTesting: { enabled: true, shareA: 60, shareB: 30 } } });
    expect(refused.body.errors).toEqual({ 'widgetSettings.enableTesting.shareB': ['The shares of A and B must add up to 100%'] });
  });

  it('refuses a segment named twice in the relevance formula and AUTO fuzziness bounds in the wrong order', async () => {
    const segments = [
      { segment: 'vip', formula: 'score * 2' },
      { segment: 'VIP', formula: 'score' },
    ];
    const refused = await projectUnchangedBy({ settings: { scriptScore: { segments, constructor: [] } } }, 'pt');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'settings.scriptScore.segments.1.segment': ['Este segmento já tem uma fórmula'] });
    const fuzziness = await projectUnchangedBy({ settings: { fuzziness: 'AUTO:6,3' } });
    expect(fuzziness.body.errors).toEqual({ 'settings.fuzziness': ['Must not be less than the first number'] });
    const parameter = await projectUnchangedBy({ settings: { scriptScore: { constructor: [{ construction: 'a', parameter: '' }] } } });
    expect(parameter.body.errors).toEqual({ 'settings.scriptScore.constructor.0.parameter': ['Choose a parameter for the construction'] });
  });

  it('refuses incomplete tracker events with the tracker editor’s messages', async () => {
    const trackerEvents = [
      { eventType: 'custom', trigger: 'pageView', eventName: 'lead' },
      { eventType: 'cart', trigger: 'click', eventNamePath: '.name' },
      { eventType: 'view', trigger: 'pageView', pathAsEventName: true },
      { eventType: 'custom', trigger: 'pageView' },
      {
        eventType: 'purchase',
        trigger: 'timer',
        timeSeconds: -1,
        params: [{ name: 'price' }, { path: '.x' }, { name: 'bogus', value: '1' }],
      },
      { eventType: 'nope', trigger: 'hover', buttonSelector: 42 },
      'event',
    ];
    const refused = await projectUnchangedBy({ widgetSettings: { trackerEvents } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'widgetSettings.trackerEvents.0.eventNamePath': ['The event name value needs the event name path'],
      'widgetSettings.trackerEvents.1.eventName': ['The event name path needs a value or the “element text as the name” mode'],
      'widgetSettings.trackerEvents.1.buttonSelector': ['Input required'],
      'widgetSettings.trackerEvents.2.eventNamePath': ['Using the element text as the name needs the path'],
      'widgetSettings.trackerEvents.3.eventNamePath': ['A custom event needs the event name path'],
      'widgetSettings.trackerEvents.4.timeSeconds': ['Enter the time in seconds, 0 or more'],
      'widgetSettings.trackerEvents.4.params.0.path': ['Complete this parameter first: a path or a value'],
      'widgetSettings.trackerEvents.4.params.1.name': ['Input required'],
      'widgetSettings.trackerEvents.4.params.2.name': ['Choose one of: offerId, price, quantity, orderId, query'],
      'widgetSettings.trackerEvents.5.eventType': [expect.stringMatching(/^Choose one of: view, /)],
      'widgetSettings.trackerEvents.5.trigger': ['Choose one of: click, pageView, timer, submit'],
      'widgetSettings.trackerEvents.5.buttonSelector': ['Invalid value'],
      'widgetSettings.trackerEvents.6': ['Invalid value'],
    });
    const notAList = await projectUnchangedBy({ widgetSettings: { trackerEvents: { eventType: 'cart' } } });
    expect(notAList.body.errors).toEqual({ 'widgetSettings.trackerEvents': ['Invalid value'] });
    const tooMany = await projectUnchangedBy({
      widgetSettings: { trackerEvents: Array(101).fill({ eventType: 'view', trigger: 'pageView' }) },
    });
    expect(tooMany.body.errors).toEqual({ 'widgetSettings.trackerEvents': ['No more than 100 items'] });
  });

  it('saves complete tracker events as they were sent', async () => {
    const uuid = await createTestProject(owner());
    const trackerEvents = [
      {
        eventType: 'cart',
        trigger: 'click',
        buttonSelector: '.buy',
        params: [{ name: 'offerId', path: '[data-id]', attribute: 'data-id' }],
      },
      { eventType: 'custom', trigger: 'timer', timeSeconds: 30, eventName: 'engaged', eventNamePath: 'body' },
      { eventType: 'view', trigger: 'pageView', eventNamePath: 'h1', pathAsEventName: true, urlPaths: ['/p/*'] },
    ];
    const saved = await owner().patch(`/sources/${uuid}`, { widgetSettings: { trackerEvents } });
    expect(saved.status).toBe(200);
    expect((saved.body.data as { widgetSettings: object }).widgetSettings).toEqual({ trackerEvents });
  });

  it('lets a change unrelated to a rule through when an older saved configuration breaks it', async () => {
    const uuid = await createTestProject(owner());
    await t.deps.db.query(
      `update sources set fields = fields || '{"widgetSettings": {"metrika": {"mode": "manual", "counterId": ""}}}'::jsonb where uuid = $1`,
      [uuid],
    );
    const unrelated = await owner().patch(`/sources/${uuid}`, { widgetSettings: { columns: 4 } });
    expect(unrelated.status).toBe(200);
    const touched = await owner().patch(`/sources/${uuid}`, { widgetSettings: { metrika: { mode: 'manual', counterId: ' ' } } });
    expect(touched.status).toBe(422);
  });
});

describe('the project fields isIntRating, statJwt, hasCompletionsHits, systemSettings and extraSettings (spec §3)', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzb3VyY2UiOiJ4In0.c2lnbmF0dXJl';

  it('start at their defaults, are saved, returned, logged and exported', async () => {
    const uuid = await createTestProject(owner());
    const fresh = await owner().get(`/sources/${uuid}`);
    expect(fresh.body.data).toMatchObject({
      isIntRating: false,
      statJwt: null,
      hasCompletionsHits: false,
      systemSettings: {},
      extraSettings: {},
    });
    const saved = await owner().patch(`/sources/${uuid}`, {
      isIntRating: true,
      statJwt: ` ${JWT} `,
      hasCompletionsHits: true,
      systemSettings: { crm: { id: 7 } },
      extraSettings: { banner: 'spring' },
    });
    expect(saved.status).toBe(200);
    const merged = await owner().patch(`/sources/${uuid}`, { extraSettings: { theme: 'dark' }, statJwt: '' });
    const expected = {
      isIntRating: true,
      statJwt: null,
      hasCompletionsHits: true,
      systemSettings: { crm: { id: 7 } },
      extraSettings: { banner: 'spring', theme: 'dark' },
    };
    expect(merged.body.data).toMatchObject(expected);
    expect((await owner().get(`/sources/${uuid}`)).body.data).toMatchObject(expected);
    expect((await owner().get(`/sources/${uuid}/export`)).body.data).toMatchObject(expected);
    const logged = await t.deps.db.query<{ field: string }>('select field from source_changes where source_uuid = $1 order by field', [
      uuid,
    ]);
    expect(logged.map((row) => row.field)).toEqual(
      expect.arrayContaining(['extraSettings', 'hasCompletionsHits', 'isIntRating', 'statJwt', 'systemSettings']),
    );
  });

  it('refuse values of the wrong type, a token that is not a JWT and objects past their size, changing nothing', async () => {
    const wrong = await projectUnchangedBy(
      { isIntRating: 'yes', hasCompletionsHits: 1, statJwt: 'not a token', systemSettings: [1] },
      'ru',
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      isIntRating: ['Некорректное значение'],
      hasCompletionsHits: ['Некорректное значение'],
      statJwt: ['Некорректное значение'],
      systemSettings: ['Некорректное значение'],
    });
    const huge = await projectUnchangedBy({ extraSettings: { blob: 'x'.repeat(300_000) } });
    expect(huge.body.errors).toEqual({ extraSettings: ['Too much data: at most 262,144 characters as JSON'] });
  });

  it('refuse a merge that grows a free-form object past its size, a part at a time', async () => {
    const uuid = await createTestProject(owner());
    const part = 'x'.repeat(200_000);
    expect((await owner().patch(`/sources/${uuid}`, { systemSettings: { a: part } })).status).toBe(200);
    const grown = await owner('ru').patch(`/sources/${uuid}`, { systemSettings: { b: part } });
    expect(grown.status).toBe(422);
    expect(grown.body.errors).toEqual({ systemSettings: [translate('ru', 'validation.tooLarge|262144')] });
    expect(grown.body.message).toMatch(/^Слишком много данных: не больше 262\s144 символов в JSON$/);
    expect(((await owner().get(`/sources/${uuid}`)).body.data as { systemSettings: object }).systemSettings).toEqual({ a: part });
  });
});
