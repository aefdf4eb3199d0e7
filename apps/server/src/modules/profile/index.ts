/** The compiled project profile: what search, completions, trade widgets and the tracker read of a project. */
export type { BehaviourSettings, PlanTerms, ProfileInputs, ProjectProfile } from './compile-profile';
export { compileProfile } from './compile-profile';
export type { CompiledRanking } from './compile-ranking';
export { createProfiles, type Profiles } from './profiles';
export { readProfileVersions } from './read-profile';
export { audienceOf, type PlannedSearch, type SearchInput, searchRequestOf } from './search-request';
