import { expect, it } from 'vitest';
import type { ApiClient, RequestContext } from './api';
import { createController } from './controller';
import { createHookBus } from './hooks';
import { resolveSettings } from './settings';
import { testCompletions, testSearchAnswer } from './test-answers';

const ctx: RequestContext = { projectId: 'p', apiUrl: 'http://api', userId: 'u', locale: 'ru', debug: false, client: 'widget' };

it('follows a redirect answer to its page instead of showing results', async () => {
  const visited: string[] = [];
  const api: ApiClient = {
    completions: async () => testCompletions(),
    search: async () => testSearchAnswer({ redirect: 'https://shop.example/delivery' }),
    sendEvents: async () => {},
  };
  const controller = createController({
    api,
    settings: resolveSettings({}),
    ctx,
    hooks: createHookBus({}, {}, () => {}),
    firstInSession: () => false,
    goal: () => {},
    navigate: (url) => visited.push(url),
  });
  controller.search('доставка');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(visited).toEqual(['https://shop.example/delivery']);
});
