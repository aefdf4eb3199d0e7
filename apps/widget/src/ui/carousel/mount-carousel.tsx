import { render } from 'preact';
import { injectStyle } from '../mount';
import type { CardEnv } from './carousel-card';
import { CAROUSEL_CSS } from './carousel-css';
import { CarouselView } from './carousel-view';

/** Renders a carousel into a new div.l-ss-c-carousel-root inside `host`; returns a function that removes it. */
export function mountCarousel(host: HTMLElement, env: CardEnv): () => void {
  injectStyle('l-ss-c-carousel-styles', CAROUSEL_CSS);
  const root = document.createElement('div');
  root.className = 'l-ss-c-carousel-root';
  host.appendChild(root);
  render(<CarouselView env={env} />, root);
  return () => {
    render(null, root);
    root.remove();
  };
}
