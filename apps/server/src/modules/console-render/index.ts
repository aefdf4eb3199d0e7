export { createRenderedPages, type RenderedPages } from './rendered-pages';
