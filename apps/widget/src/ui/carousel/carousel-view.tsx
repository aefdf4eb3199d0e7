import { useEffect, useRef, useState } from 'preact/hooks';
import type { CarouselState } from '../../core/carousel';
import { arrowsOf, nextScrollLeft } from '../../core/carousel-scroll';
import { carouselVariables } from '../../core/carousel-style';
import { type CardEnv, CarouselCard } from './carousel-card';

const MOBILE = '(max-width: 768px)';

function useCarouselState(env: CardEnv): CarouselState {
  const [state, setState] = useState(env.carousel.getState());
  useEffect(() => {
    setState(env.carousel.getState());
    const unsubscribe = env.carousel.subscribe(setState);
    return () => {
      unsubscribe();
    };
  }, [env.carousel]);
  return state;
}

/** Reports each card once when half of it is on screen (a card scrolled out of the track is clipped, so not seen). */
function useImpressions(track: { current: HTMLUListElement | null }, env: CardEnv, state: CarouselState) {
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const cards = [...el.querySelectorAll<HTMLElement>('[data-index]')];
    const offerAt = (card: Element) => state.offers[Number((card as HTMLElement).dataset.index)];
    if (typeof IntersectionObserver === 'undefined') {
      for (const card of cards) {
        const offer = offerAt(card);
        if (offer) env.carousel.seen(offer);
      }
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const offer = entry.isIntersecting ? offerAt(entry.target) : undefined;
          if (!offer) continue;
          env.carousel.seen(offer);
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.5 },
    );
    for (const card of cards) observer.observe(card);
    return () => observer.disconnect();
  }, [track, env.carousel, state.offers]);
}

/** A trade widget carousel: title, a touch-scrollable track of cards, arrows; nothing at all until it has offers. */
export function CarouselView({ env }: { env: CardEnv }) {
  const state = useCarouselState(env);
  const track = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ prev: false, next: false });
  const measure = () => {
    if (track.current) setArrows(arrowsOf(track.current));
  };
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [state.offers, state.style]);
  useImpressions(track, env, state);

  if (state.status !== 'ready' || state.offers.length === 0) return null;
  const s = state.style;
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const mobile = typeof window.matchMedia === 'function' && window.matchMedia(MOBILE).matches;
    const left = nextScrollLeft(
      el,
      direction,
      mobile ? s.scrollStepMobile : s.scrollStepDesktop,
      s.cardWidth,
      mobile ? s.spacingMobile : s.spacingDesktop,
    );
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
    measure();
  };
  const label = s.title || state.answer?.widget.name || env.t('carouselLabel');
  return (
    <section class="l-ss-c-carousel" aria-label={label} data-widget-id={state.answer?.widget.id} style={carouselVariables(s)}>
      {s.title && <h2 class={`l-ss-c-carousel-title l-ss-c-carousel-title-${s.titlePosition}`}>{s.title}</h2>}
      <div class="l-ss-c-carousel-body">
        <button
          type="button"
          class="l-ss-c-carousel-arrow l-ss-c-carousel-arrow-prev"
          aria-label={env.t('carouselPrev')}
          disabled={!arrows.prev}
          onClick={() => move(-1)}
        >
          ‹
        </button>
        <ul class="l-ss-c-carousel-track" ref={track} onScroll={measure}>
          {state.offers.map((offer, index) => (
            <CarouselCard key={offer.id} offer={offer} index={index} state={state} env={env} />
          ))}
        </ul>
        <button
          type="button"
          class="l-ss-c-carousel-arrow l-ss-c-carousel-arrow-next"
          aria-label={env.t('carouselNext')}
          disabled={!arrows.next}
          onClick={() => move(1)}
        >
          ›
        </button>
      </div>
      {s.provider && <div class="l-ss-c-carousel-provider">{s.provider}</div>}
    </section>
  );
}
