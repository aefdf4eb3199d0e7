import type { ApiOffer, SearchSort } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { hasSelection } from '../core/api';
import { feedUrl, statusNotice } from '../core/status';
import type { MessageKey } from '../i18n';
import { useEnv, useWidgetState } from './context';
import { Facets } from './facets';
import { OfferCard } from './offer-card';

const SORTS: [SearchSort, MessageKey][] = [
  ['relevance', 'sortRelevance'],
  ['price_asc', 'sortPriceAsc'],
  ['price_desc', 'sortPriceDesc'],
  ['popularity', 'sortPopularity'],
  ['rating', 'sortRating'],
  ['novelty', 'sortNovelty'],
];

function Grid({ offers, offset = 0 }: { offers: ApiOffer[]; offset?: number }) {
  return (
    <ul class="l-ss-c-grid">
      {offers.map((offer, i) => (
        <OfferCard key={offer.id} offer={offer} position={offset + i} />
      ))}
    </ul>
  );
}

/** The feed-status message of §4, or null when search works. */
export function StatusNotice() {
  const { t, sourceStatus, consoleUrl, projectId } = useEnv();
  const state = useWidgetState();
  const notice = statusNotice(sourceStatus, state.reason);
  if (!notice) return null;
  return (
    <div class={`l-ss-c-notice l-ss-c-notice-${notice}`} role="status">
      {t(notice)}{' '}
      {notice === 'noFeed' && (
        <a href={feedUrl(consoleUrl, projectId)} target="_blank" rel="noopener">
          {t('noFeedLink')}
        </a>
      )}
    </div>
  );
}

function Arrow() {
  const { settings } = useEnv();
  if (settings.svgArrow) {
    // The shop's own SVG code from its settings.
    return <span class="l-ss-c-arrow" aria-hidden="true" dangerouslySetInnerHTML={{ __html: settings.svgArrow }} />;
  }
  return (
    <span class="l-ss-c-arrow" aria-hidden="true">
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="2">
        <path d="M6 3l5 5-5 5" />
      </svg>
    </span>
  );
}

/** Results with facets, sorting, taps, grouping and paging; the notice or a hint when there are none. */
export function Results() {
  const { controller, settings, t } = useEnv();
  const state = useWidgetState();
  const [facetsOpen, setFacetsOpen] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const r = state.results;
  const notice = statusNotice(useEnv().sourceStatus, state.reason);

  useEffect(() => {
    const node = sentinel.current;
    if (!settings.infiniteScroll || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && controller.showMore());
    observer.observe(node);
    return () => observer.disconnect();
  });

  if (notice) return <StatusNotice />;
  if (r.status === 'idle') return state.input.trim() ? null : <div class="l-ss-c-hint">{t('startTyping')}</div>;
  if (r.status === 'error') return <div class="l-ss-c-notice l-ss-c-error">{t('error')}</div>;
  if (r.status === 'loading' && r.offers.length === 0) return <div class="l-ss-c-hint l-ss-c-loading">{t('loading')}</div>;

  const categoryFacet = r.facets?.find((f) => f.id === 'category');
  const taps = settings.taps && categoryFacet && categoryFacet.options.length > 1 ? categoryFacet.options.slice(0, 10) : [];
  const chosenCategory = state.selection.options.category ?? [];
  const nothing = r.status === 'done' && r.hits === 0;

  return (
    <div class={`l-ss-c-results${facetsOpen ? ' l-ss-c-facets-open' : ''}`} aria-busy={r.status === 'loading'}>
      <div class="l-ss-c-results-head">
        {!t.hidden('found') && (
          <span class="l-ss-c-found" role="status">
            {t('found', { count: r.hits })}
          </span>
        )}
        {r.correctedQuery && <span class="l-ss-c-corrected">{t('correctedQuery', { query: r.correctedQuery })}</span>}
        {(r.facets?.length ?? 0) > 0 && (
          <button
            type="button"
            class="l-ss-c-link l-ss-c-filters-toggle"
            aria-expanded={facetsOpen}
            onClick={() => setFacetsOpen(!facetsOpen)}
          >
            {t('filters')}
          </button>
        )}
        {!nothing && (
          <select
            class="l-ss-c-sort"
            aria-label={t('sortLabel')}
            value={state.sort}
            onChange={(e) => controller.setSort((e.currentTarget as HTMLSelectElement).value as SearchSort)}
          >
            {SORTS.map(([key, label]) => (
              <option key={key} value={key}>
                {t(label)}
              </option>
            ))}
          </select>
        )}
      </div>
      {taps.length > 0 && (
        <div class="l-ss-c-taps">
          {taps.map((o) => (
            <button
              key={o.id}
              type="button"
              class="l-ss-c-tap"
              aria-pressed={chosenCategory.includes(o.id)}
              onClick={() => controller.toggleOption('category', o.id)}
            >
              {o.name}
            </button>
          ))}
        </div>
      )}
      <div class="l-ss-c-results-body">
        {(!nothing || hasSelection(state.selection)) && <Facets />}
        <div class="l-ss-c-results-list" style={{ flex: 1, minWidth: 0 }}>
          {nothing && (
            <>
              <div class="l-ss-c-empty">{t('nothingFound', { query: r.query })}</div>
              {r.popular.length > 0 && (
                <div class="l-ss-c-popular-offers">
                  <h3 class="l-ss-c-group-title">{t('popularOffers')}</h3>
                  <Grid offers={r.popular} />
                </div>
              )}
            </>
          )}
          {!nothing && r.grouped
            ? r.categories.map((category) => {
                const offers = r.offers.filter((o) => o.category?.id === category.id).slice(0, settings.groupByCategoriesSize);
                if (offers.length === 0) return null;
                return (
                  <section key={category.id} class="l-ss-c-group" data-category-id={category.id}>
                    <h3 class="l-ss-c-group-title">
                      <span>
                        {category.name} <span class="l-ss-c-facet-count">{category.hits}</span>
                      </span>
                      <button
                        type="button"
                        class="l-ss-c-link l-ss-c-group-all"
                        onClick={() => controller.toggleOption('category', category.id)}
                      >
                        {t('showAll')} <Arrow />
                      </button>
                    </h3>
                    <Grid offers={offers} />
                  </section>
                );
              })
            : !nothing && <Grid offers={r.offers} />}
          {!r.grouped && r.offers.length < r.hits && r.status === 'done' && (
            <>
              {settings.infiniteScroll && <div ref={sentinel} class="l-ss-c-sentinel" style={{ height: '1px' }} />}
              <button type="button" class="l-ss-c-more" disabled={r.loadingMore} onClick={() => controller.showMore()}>
                {r.loadingMore ? t('loading') : t('showMore')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
