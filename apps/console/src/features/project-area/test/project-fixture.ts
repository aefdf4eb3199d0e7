import type { FeedLoad, ProjectDetail } from '../feed-types';

/** A loaded project as GET /sources/{id} answers it; override what a test is about. */
export function projectFixture(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    uuid: 'p1',
    id: 'p1',
    apiKey: 'p1',
    name: 'Boots Shop',
    content: { name: 'Boots Shop', description: '' },
    owner: { name: 'Olga', email: 'olga@shop.example', phoneNumber: null },
    siteUrl: 'https://boots.example',
    feedFormat: 'YML',
    feedUrls: ['https://boots.example/feed.xml'],
    merchandisingUrls: [],
    overrideOffersUrl: null,
    customCompletionsUrl: null,
    customTopQueriesUrl: null,
    ignoreXmlErrors: false,
    cutNonUtf8FromFeed: false,
    widgetSettings: {},
    sourceStatus: 'success',
    searchImages: false,
    selector: '',
    offersCount: 1500,
    loadedAt: Date.UTC(2025, 0, 10, 12, 0),
    lastScriptUpdated: null,
    indexedAt: null,
    createdAt: Date.UTC(2025, 0, 1),
    feedUpdateFrequency: 'daily',
    regionId: null,
    segmentId: null,
    locale: 'en',
    languages: [],
    planSubscription: null,
    planName: null,
    is_creative_booster_enabled: false,
    is_creative_booster_active: false,
    hasHeldUpdate: false,
    settings: {},
    feedLoad: null,
    exceedsAllowOffers: null,
    ...overrides,
  };
}

/** A finished feed load as the project and the load history answer it. */
export function feedLoadFixture(overrides: Partial<FeedLoad> = {}): FeedLoad {
  return {
    id: 7,
    status: 'success',
    startedAt: Date.UTC(2025, 0, 10, 11, 58),
    finishedAt: Date.UTC(2025, 0, 10, 12, 0),
    bytes: 2 * 1024 * 1024,
    offers: 1500,
    skipped: 0,
    feedOffers: 1500,
    removedByRules: 0,
    unsafeLinks: 0,
    detectedFormat: null,
    error: null,
    ...overrides,
  };
}

export { stubApi } from '../../../test/stub-api';
