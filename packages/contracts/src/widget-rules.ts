import { TRACKER_EVENT_TYPES, TRACKER_PARAM_NAMES, TRACKER_TRIGGERS } from './tracker-events';

/**
 * Spec §5 rules of the widget configuration that span several of its keys, as the console checks
 * them before saving (validate-widget-form.ts, tracker-model.ts), so that the admin API refuses the
 * same. `config` is what the widget runs with: widgetSettings over the project settings it takes
 * (the selector among them). A path is relative to the config; a message is a message reference.
 * Free of zod, like tracker-events.ts.
 */
export interface ConfigIssue {
  path: string;
  message: string;
}

/** The project settings the widget on a shop's site runs with (beside its widgetSettings, which win): published with it. */
export const WIDGET_SETTINGS_FROM_PROJECT = [
  'selector',
  'locale',
  'limit',
  'limitNameChars',
  'onlyAvailable',
  'groupCategories',
  'groupByCategoriesSize',
  'minimumFractionDigits',
  'debug',
] as const;

export const METRIKA_MODES = ['auto', 'manual', 'disabled'] as const;
/** Tracker events one project may configure; each is checked on every page view. */
export const TRACKER_EVENTS_MAX = 100;

const NUMERIC = /^(0|[1-9]\d*)$/;
const TEXT_MAX = 2000;
const isBag = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const oneOf = (list: readonly string[]) => `validation.oneOf|${list.join(', ')}`;

/**
 * The configuration's cross-key rules. `touched(key)` says whether the change being saved sets that
 * key: a rule is checked only when one of its keys changes, so a configuration saved before a rule
 * existed never blocks an unrelated change.
 */
export function checkWidgetConfig(config: Record<string, unknown>, touched: (key: string) => boolean = () => true): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const complex = config.kind === 'complex';
  // Complex (embedded) widget: it needs its container and something to show in a card.
  if (complex && (touched('kind') || touched('selector')) && !text(config.selector)) add('selector', 'validation.required');
  if (complex && (touched('kind') || touched('blocks')) && !(Array.isArray(config.blocks) && config.blocks.length > 0))
    add('blocks', 'validation.required');
  if ((touched('customCodeEnabled') || touched('customSnippet')) && config.customCodeEnabled === true && !text(config.customSnippet))
    add('customSnippet', 'validation.customCodeRequired');
  if (touched('metrika')) checkMetrika(config.metrika, add);
  if (touched('enableTesting')) checkTesting(config.enableTesting, add);
  if (touched('trackerEvents'))
    for (const issue of checkTrackerEvents(config.trackerEvents))
      add(issue.path ? `trackerEvents.${issue.path}` : 'trackerEvents', issue.message);
  return issues;
}

/** Yandex Metrika (spec §5): a manual counter needs its id, in digits. */
function checkMetrika(metrika: unknown, add: (path: string, message: string) => void) {
  if (metrika === undefined || metrika === null) return;
  if (!isBag(metrika)) return add('metrika', 'validation.invalid');
  if (!(METRIKA_MODES as readonly unknown[]).includes(metrika.mode)) return add('metrika.mode', oneOf(METRIKA_MODES));
  if (metrika.mode !== 'manual') return;
  const id = text(metrika.counterId);
  if (!id) add('metrika.counterId', 'validation.metrikaCounterRequired');
  else if (!NUMERIC.test(id) || id.length > 20) add('metrika.counterId', 'validation.numeric');
}

/** The A/B test: shares of 0 to 100; B is the rest of A (the widget reads only A), so both given add up to 100. */
function checkTesting(testing: unknown, add: (path: string, message: string) => void) {
  if (testing === undefined || testing === null) return;
  if (!isBag(testing)) return add('enableTesting', 'validation.invalid');
  if (testing.enabled !== true) return;
  const share = (key: 'shareA' | 'shareB') => {
    const value = testing[key];
    if (value === undefined) return null;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) return value;
    add(`enableTesting.${key}`, value === '' ? 'validation.required' : 'validation.invalid');
    return null;
  };
  const a = share('shareA');
  const b = share('shareB');
  if (a !== null && b !== null && a + b !== 100) add('enableTesting.shareB', 'validation.sharesSum');
}

const TRACKER_TEXTS = ['eventName', 'eventNamePath', 'buttonSelector', 'parentPath', 'productsPath', 'containerName'] as const;

/** Tracker events (spec §5): the event name and its path go together, and each parameter is complete. */
export function checkTrackerEvents(events: unknown): ConfigIssue[] {
  if (events === undefined || events === null) return [];
  if (!Array.isArray(events)) return [{ path: '', message: 'validation.invalid' }];
  if (events.length > TRACKER_EVENTS_MAX) return [{ path: '', message: `validation.tooMany|${TRACKER_EVENTS_MAX}` }];
  const issues: ConfigIssue[] = [];
  for (const [index, event] of events.entries())
    checkTrackerEvent(event, (field, message) => issues.push({ path: field ? `${index}.${field}` : String(index), message }));
  return issues;
}

function checkTrackerEvent(event: unknown, at: (field: string, message: string) => void): void {
  if (!isBag(event)) {
    at('', 'validation.invalid');
    return;
  }
  if (!(TRACKER_EVENT_TYPES as readonly unknown[]).includes(event.eventType)) at('eventType', oneOf(TRACKER_EVENT_TYPES));
  if (!(TRACKER_TRIGGERS as readonly unknown[]).includes(event.trigger)) at('trigger', oneOf(TRACKER_TRIGGERS));
  for (const key of TRACKER_TEXTS) {
    const value = event[key];
    if (value !== undefined && typeof value !== 'string') at(key, 'validation.invalid');
    else if (typeof value === 'string' && value.length > TEXT_MAX) at(key, `validation.max|${TEXT_MAX}`);
  }
  const name = text(event.eventName);
  const path = text(event.eventNamePath);
  const pathAsName = event.pathAsEventName === true;
  if (name && !path) at('eventNamePath', 'tracker.nameNeedsPath');
  else if (pathAsName && !path) at('eventNamePath', 'tracker.pathAsNameNeedsPath');
  else if (path && !pathAsName && !name) at('eventName', 'tracker.pathNeedsValue');
  else if (event.eventType === 'custom' && !path) at('eventNamePath', 'tracker.customNeedsName');
  if ((event.trigger === 'click' || event.trigger === 'submit') && !text(event.buttonSelector)) at('buttonSelector', 'validation.required');
  const seconds = event.timeSeconds;
  if (event.trigger === 'timer' && !(typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0))
    at('timeSeconds', 'tracker.timeSeconds');
  if (event.urlPaths !== undefined && !(Array.isArray(event.urlPaths) && event.urlPaths.every((p) => typeof p === 'string')))
    at('urlPaths', 'validation.invalid');
  if (event.params !== undefined && !Array.isArray(event.params)) at('params', 'validation.invalid');
  if (!Array.isArray(event.params)) return;
  for (const [position, param] of event.params.entries()) {
    const field = (key: string) => `params.${position}${key ? `.${key}` : ''}`;
    if (!isBag(param)) at(field(''), 'validation.invalid');
    else if (param.name === undefined || param.name === '') at(field('name'), 'validation.required');
    else if (!(TRACKER_PARAM_NAMES as readonly unknown[]).includes(param.name)) at(field('name'), oneOf(TRACKER_PARAM_NAMES));
    else if (!text(param.path) && !text(param.value)) at(field('path'), 'tracker.paramIncomplete');
  }
}
