import { escapeHtml, formatPrice, limitName } from '../core/format';
import { safeUrl } from '../core/safe-url';
import { type CompletionGroup, completionItems } from '../core/state';
import type { MessageKey } from '../i18n';
import { useEnv, useWidgetState } from './context';
import { OfferPicture } from './offer-picture';
import { openUrl } from './open-url';

const TITLES: Record<CompletionGroup, MessageKey> = {
  history: 'history',
  popular: 'popular',
  suggestions: 'suggestions',
  categories: 'categories',
  brands: 'brands',
  special_offers: 'specialOffers',
  offers: 'offers',
};

/** Completion groups as one ARIA listbox; the highlighted option follows the arrow keys. */
export function Completions(props: { class: string }) {
  const { controller, settings, t, idPrefix } = useEnv();
  const state = useWidgetState();
  const items = completionItems(state.completions);
  const rows = [];
  let previous: CompletionGroup | null = null;
  for (const [index, { group, item }] of items.entries()) {
    if (group !== previous && !t.hidden(TITLES[group])) {
      rows.push(
        <div key={`title-${group}`} class={`l-ss-c-completions-title l-ss-c-completions-title-${group}`} role="presentation">
          {t(TITLES[group])}
        </div>,
      );
    }
    previous = group;
    const picture = item.type === 'offer' && safeUrl(item.offer.pictures[0] ?? item.picture);
    rows.push(
      // Options of an aria-activedescendant listbox stay unfocusable: focus and keys remain in the combobox input.
      // biome-ignore lint/a11y/useFocusableInteractive: see above.
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
      <div
        key={`${group}-${index}`}
        id={`${idPrefix}-option-${index}`}
        class={`l-ss-c-completion l-ss-c-completion-${group}`}
        role="option"
        aria-selected={state.active === index}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => controller.setHighlight(index)}
        onClick={() => {
          const choice = controller.choose(index);
          if (choice.kind === 'navigate') openUrl(choice.url, settings.linkTargetBlank);
        }}
      >
        {picture && <OfferPicture class="l-ss-c-offer-thumbnail-image" src={picture} alt="" />}
        <span
          class="l-ss-c-completion-text"
          // text.html is escaped by the server and only adds <b> around the matched part.
          dangerouslySetInnerHTML={{
            __html: settings.limitNameChars ? escapeHtml(limitName(item.text.plain, settings.limitNameChars)) : item.text.html,
          }}
        />
        {item.type === 'offer'
          ? item.price != null && (
              <span class="l-ss-c-completion-price">
                {formatPrice(item.price, item.currency, settings.locale, settings.minimumFractionDigits)}
                {group === 'special_offers' && item.oldPrice != null && item.oldPrice > item.price && (
                  <s class="l-ss-c-completion-old-price">
                    {formatPrice(item.oldPrice, item.currency, settings.locale, settings.minimumFractionDigits)}
                  </s>
                )}
              </span>
            )
          : // How many offers a suggestion finds, when the project shows it (hasCompletionsHits).
            settings.completionsHits && item.hits > 0 && <span class="l-ss-c-completion-hits">{item.hits}</span>}
      </div>,
    );
  }
  return (
    <div class={`l-ss-c-completions ${props.class}`} id={`${idPrefix}-listbox`} role="listbox" aria-label={t('dialogLabel')}>
      {rows.length ? rows : !state.input.trim() && <div class="l-ss-c-hint">{t('startTyping')}</div>}
    </div>
  );
}
