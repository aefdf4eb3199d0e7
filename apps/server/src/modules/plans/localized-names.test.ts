import { documentTitleIn, type Invoice, type Plan, type Project, planNameIn } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createInvoice } from '../finance';
import { setSubscription } from './store';

describe('plan names and invoice titles in the request’s language', () => {
  it('translates the built-in plans and keeps an administrator’s own name', () => {
    expect(planNameIn('en', 'Бизнес')).toBe('Business');
    expect(planNameIn('tr', 'Пробный')).toBe('Deneme');
    expect(planNameIn('ru', 'Профи')).toBe('Профи');
    expect(planNameIn('en', 'Бизнес+ для сетей')).toBe('Бизнес+ для сетей');
  });

  it('titles a plan invoice in the language, with the period’s days in Moscow time, and leaves other titles alone', () => {
    const document = {
      name: 'Тариф «Бизнес» с 02.11.2026 по 02.12.2026',
      periodStart: Date.UTC(2026, 10, 1, 21, 30),
      periodEnd: Date.UTC(2026, 11, 1, 21, 30),
    };
    expect(documentTitleIn('en', document)).toBe('“Business” plan from 11/02/2026 to 12/02/2026');
    expect(documentTitleIn('ru', document)).toBe('Тариф «Бизнес» с 02.11.2026 по 02.12.2026');
    expect(documentTitleIn('en', { ...document, name: 'Разовая услуга' })).toBe('Разовая услуга');
  });
});

let t: TestApp;
let uuid = '';
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t)).token;
  uuid = await createTestProject(api(t.app, { token }), 'Named plans');
});
afterAll(() => t.close());

describe('the API answers plan names and invoice titles in Accept-Language', () => {
  it('names plans in the catalogue, in the project and in its plan', async () => {
    const en = api(t.app, { token, lang: 'en' });
    const ru = api(t.app, { token, lang: 'ru' });
    const names = async (client: typeof en) => ((await client.get('/sources/plans')).body.data as Plan[]).map((plan) => plan.name);
    expect(await names(en)).toEqual(expect.arrayContaining(['Start', 'Business', 'Pro']));
    expect(await names(ru)).toEqual(expect.arrayContaining(['Старт', 'Бизнес', 'Профи']));
    await setSubscription(t.deps.db, uuid, { planId: 'business', startsAt: Date.now(), endsAt: Date.now() + 86_400_000 }, 5000);
    const pt = api(t.app, { token, lang: 'pt' });
    const project = (await pt.get(`/sources/${uuid}`)).body.data as Project;
    expect(project.planName).toBe('Negócios');
    expect(project.planSubscription?.plan.name).toBe('Negócios');
    expect(((await pt.get(`/sources/${uuid}/plan`)).body.data as { plan: { name: string } }).plan.name).toBe('Negócios');
  });

  it('titles invoices in the language while the stored document stays Russian', async () => {
    await createInvoice(t.deps.db, uuid, {
      name: 'Тариф «Старт» с 02.11.2026 по 02.12.2026',
      sum: 2990,
      periodStart: new Date(Date.UTC(2026, 10, 1, 21)),
      periodEnd: new Date(Date.UTC(2026, 11, 1, 21)),
    });
    const title = async (lang: string) =>
      ((await api(t.app, { token, lang }).get(`/finance/invoices/${uuid}`)).body.data as Invoice[])[0]?.name;
    expect(await title('es')).toBe('Tarifa «Inicio» del 02/11/2026 al 02/12/2026');
    expect(await title('ru')).toBe('Тариф «Старт» с 02.11.2026 по 02.12.2026');
  });
});
