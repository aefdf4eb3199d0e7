export { createAdminApp, createSearchApp } from './app';
export { bootstrap } from './bootstrap';
export { type Config, readConfig } from './config';
export type { AppDeps } from './deps';
