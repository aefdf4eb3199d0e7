/** How nodes tell each other about changes: the change bus, LISTEN/NOTIFY and the search node's sync. */
export { announceWrites } from './announce-writes';
export { type Change, type ChangeBus, type ChangeKind, createChangeBus, createJobSignal, type JobSignal } from './change-bus';
export { announceChange } from './notify';
export { readyRoutes } from './ready-routes';
export { type SearchSync, startSearchSync } from './search-sync';
