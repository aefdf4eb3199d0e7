import type { SearchFacet } from '@vitrina/contracts';
import { useState } from 'preact/hooks';
import { hasSelection } from '../core/api';
import type { MessageKey } from '../i18n';
import { useEnv, useWidgetState } from './context';

const FACET_TITLES: Record<string, MessageKey> = { category: 'facetCategory', vendor: 'facetVendor', price: 'facetPrice' };
const COLLAPSED_OPTIONS = 8;

/** Facets with counts: checkboxes for 'multiple', from/to inputs for 'range'. */
export function Facets() {
  const { controller, t } = useEnv();
  const state = useWidgetState();
  const facets = state.results.facets ?? [];
  if (facets.length === 0) return null;
  return (
    <aside class="l-ss-c-facets" aria-label={t('filters')}>
      {facets.map((facet) => (
        <FacetBlock key={facet.id} facet={facet} />
      ))}
      {hasSelection(state.selection) && (
        <button type="button" class="l-ss-c-link l-ss-c-facets-reset" onClick={() => controller.clearFilters()}>
          {t('resetFilters')}
        </button>
      )}
    </aside>
  );
}

function FacetBlock({ facet }: { facet: SearchFacet }) {
  const { t, idPrefix } = useEnv();
  const [open, setOpen] = useState(true);
  const titleKey = FACET_TITLES[facet.id];
  // A range of '55 см' values reads 'Диагональ, см': its bounds are bare numbers.
  const title = titleKey ? t(titleKey) : facet.type === 'range' && facet.unit ? `${facet.name}, ${facet.unit}` : facet.name;
  const bodyId = `${idPrefix}-facet-${facet.id.replace(/\W/g, '_')}`;
  return (
    <div class={`l-ss-c-facet l-ss-c-facet-type-${facet.type}`} data-facet={facet.id}>
      <button type="button" class="l-ss-c-facet-title" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        <span>{title}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open && <div id={bodyId}>{facet.type === 'range' ? <PriceRange facet={facet} /> : <Options facet={facet} />}</div>}
    </div>
  );
}

function Options({ facet }: { facet: SearchFacet }) {
  const { controller, t } = useEnv();
  const state = useWidgetState();
  const [all, setAll] = useState(false);
  const chosen = state.selection.options[facet.id] ?? [];
  const options = all ? facet.options : facet.options.slice(0, COLLAPSED_OPTIONS);
  return (
    <div class="l-ss-c-facet-options">
      {options.map((option) => (
        <label key={option.id} class="l-ss-c-facet-option">
          <input
            type="checkbox"
            class="l-ss-c-facet-checkbox"
            value={option.id}
            checked={chosen.includes(option.id)}
            onChange={() => controller.toggleOption(facet.id, option.id)}
          />
          <span class="l-ss-c-facet-name">{option.name}</span>
          <span class="l-ss-c-facet-count">{option.hits}</span>
        </label>
      ))}
      {!all && facet.options.length > COLLAPSED_OPTIONS && (
        <button type="button" class="l-ss-c-link" onClick={() => setAll(true)}>
          {t('showAll')}
        </button>
      )}
    </div>
  );
}

function PriceRange({ facet }: { facet: Extract<SearchFacet, { type: 'range' }> }) {
  const { controller, t } = useEnv();
  const state = useWidgetState();
  const own = facet.id === 'price' ? undefined : facet.id;
  const { from, to } = own ? (state.selection.ranges?.[own] ?? {}) : state.selection.price;
  const title = own ? facet.name : t('facetPrice');
  const { min, max } = facet;
  const apply = (form: HTMLElement) => {
    const read = (name: string) => {
      const raw = (form.querySelector(`input[name=${name}]`) as HTMLInputElement | null)?.value.trim() ?? '';
      const value = raw === '' ? undefined : Number(raw.replace(',', '.'));
      return value !== undefined && Number.isFinite(value) ? value : undefined;
    };
    const nextFrom = read('from');
    const nextTo = read('to');
    if (nextFrom !== from || nextTo !== to) controller.setPrice(nextFrom, nextTo, own);
  };
  return (
    <div class="l-ss-c-facet-range">
      {(['from', 'to'] as const).map((name) => (
        <input
          key={name}
          name={name}
          type="number"
          inputMode="numeric"
          class={`l-ss-c-facet-range-${name}`}
          aria-label={`${title} ${t(name === 'from' ? 'priceFrom' : 'priceTo')}`}
          placeholder={`${t(name === 'from' ? 'priceFrom' : 'priceTo')} ${Number.isFinite(name === 'from' ? min : max) ? (name === 'from' ? min : max) : ''}`}
          value={(name === 'from' ? from : to) ?? ''}
          onChange={(e) => apply((e.currentTarget as HTMLElement).parentElement as HTMLElement)}
          onKeyDown={(e) => e.key === 'Enter' && apply((e.currentTarget as HTMLElement).parentElement as HTMLElement)}
        />
      ))}
    </div>
  );
}
