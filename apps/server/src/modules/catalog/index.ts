/** Categories and filters of a project as the owner sets them up (spec §4). */
export { arrangeFacets, type FacetSettings, paramsOffByDefault } from './facet-settings';
export { categoryParamSettings, type StoredFilter, storedFilters } from './filters-store';
export { catalogRoutes } from './routes';
