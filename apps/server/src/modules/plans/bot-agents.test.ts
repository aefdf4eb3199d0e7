import { describe, expect, it } from 'vitest';
import { isBotAgent } from './bot-agents';

describe('bot user agents', () => {
  it('takes shoppers’ browsers for shoppers', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ]) {
      expect(isBotAgent(agent), agent).toBe(false);
    }
  });

  it('takes crawlers, headless browsers, HTTP tools, load generators and a missing agent for bots', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome-Lighthouse',
      'curl/8.5.0',
      'Wget/1.21.3',
      'python-requests/2.32.3',
      'Python-urllib/3.11',
      'Go-http-client/1.1',
      'Java/17.0.2',
      'okhttp/4.12.0',
      'axios/1.7.2',
      'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
      'Apache-HttpClient/4.5.14 (Java/17.0.2)',
      'k6/0.51.0 (https://k6.io/)',
      'ApacheBench/2.3',
      'Scrapy/2.11.2 (+https://scrapy.org)',
      '',
      '   ',
      undefined,
    ]) {
      expect(isBotAgent(agent), String(agent)).toBe(true);
    }
  });
});
