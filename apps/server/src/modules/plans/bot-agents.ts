/**
 * User agents of crawlers, headless browsers, HTTP libraries and load generators: what they search is
 * answered but never counted towards a plan's queries (a shopper's browser names itself). Words rather
 * than full names, so new versions and most of their cousins match too.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|facebookexternalhit|preview|curl\/|wget\/|httpie|python|aiohttp|httpx|go-http-client|java\/|okhttp|apache-httpclient|libwww|node-fetch|undici|axios\/|got \(|autocannon|apachebench|\bab\/|jmeter|\bk6\/|locust|\bwrk\b|gatling|vegeta|artillery/i;

/** True for a request that names no user agent or one of a tool rather than a shopper's browser. */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}
