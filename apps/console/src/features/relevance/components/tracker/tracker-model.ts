import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  TRACKER_EVENT_TYPES,
  TRACKER_PARAM_NAMES,
  TRACKER_TRIGGERS,
  type TrackerEventConfig,
  type TrackerEventType,
  type TrackerParam,
  type TrackerParamName,
  type TrackerTrigger,
} from '@vitrina/contracts';

export interface ParamValues {
  uid: string;
  name: TrackerParamName | '';
  path: string;
  attribute: string;
  value: string;
}

export interface EventValues {
  uid: string;
  eventType: TrackerEventType;
  trigger: TrackerTrigger;
  eventName: string;
  eventNamePath: string;
  pathAsEventName: boolean;
  buttonSelector: string;
  urlPaths: string[];
  timeSeconds: number | string;
  searchType: 'global' | 'card';
  parentPath: string;
  params: ParamValues[];
  productsPath: string;
  containerName: string;
}

export interface TrackerFormValues {
  events: EventValues[];
}
export type TrackerForm = UseFormReturnType<TrackerFormValues>;

export function emptyParam(): ParamValues {
  return { uid: randomId(), name: '', path: '', attribute: '', value: '' };
}

export function emptyEvent(): EventValues {
  return {
    uid: randomId(),
    eventType: 'cart',
    trigger: 'click',
    eventName: '',
    eventNamePath: '',
    pathAsEventName: false,
    buttonSelector: '',
    urlPaths: [],
    timeSeconds: '',
    searchType: 'global',
    parentPath: '',
    params: [],
    productsPath: '',
    containerName: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Saved events (possibly old or hand-written) into editor rows; unknown values fall back to defaults. */
export function toFormEvents(raw: unknown): EventValues[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      ...emptyEvent(),
      eventType: oneOf(TRACKER_EVENT_TYPES, item.eventType, 'view'),
      trigger: oneOf(TRACKER_TRIGGERS, item.trigger, item.buttonSelector ? 'click' : item.timeSeconds !== undefined ? 'timer' : 'pageView'),
      eventName: text(item.eventName),
      eventNamePath: text(item.eventNamePath),
      pathAsEventName: item.pathAsEventName === true,
      buttonSelector: text(item.buttonSelector),
      urlPaths: (Array.isArray(item.urlPaths) ? item.urlPaths : item.urlPaths ? [item.urlPaths] : []).map(text).filter(Boolean),
      timeSeconds: typeof item.timeSeconds === 'number' ? item.timeSeconds : text(item.timeSeconds),
      searchType: item.searchType === 'card' ? 'card' : 'global',
      parentPath: text(item.parentPath),
      params: (Array.isArray(item.params) ? item.params : [])
        .filter((p): p is Record<string, unknown> => Boolean(p) && typeof p === 'object')
        .map((p) => ({
          uid: randomId(),
          name: oneOf<TrackerParamName | ''>(TRACKER_PARAM_NAMES, p.name, ''),
          path: text(p.path),
          attribute: text(p.attribute),
          value: text(p.value),
        })),
      productsPath: text(item.productsPath),
      containerName: text(item.containerName),
    }));
}

/** A parameter is complete when it has a name and a place to take its value from. */
export function isParamComplete(param: ParamValues): boolean {
  return Boolean(param.name) && Boolean(param.path.trim() || param.value.trim());
}

export type Translate = (key: string) => string;

/** Spec §5 tracker rules, as the widget enforces them; keys are form paths, messages translated by `t`. */
export function validateTrackerEvents(values: TrackerFormValues, t: Translate, required: string): FormErrors {
  const errors: FormErrors = {};
  values.events.forEach((event, index) => {
    const at = `events.${index}`;
    const name = event.eventName.trim();
    const path = event.eventNamePath.trim();
    if (name && !path) errors[`${at}.eventNamePath`] = t('relevance.tracker.errors.nameNeedsPath');
    else if (event.pathAsEventName && !path) errors[`${at}.eventNamePath`] = t('relevance.tracker.errors.pathAsNameNeedsPath');
    else if (path && !event.pathAsEventName && !name) errors[`${at}.eventName`] = t('relevance.tracker.errors.pathNeedsValue');
    else if (event.eventType === 'custom' && !path) errors[`${at}.eventNamePath`] = t('relevance.tracker.errors.customNeedsName');
    if ((event.trigger === 'click' || event.trigger === 'submit') && !event.buttonSelector.trim())
      errors[`${at}.buttonSelector`] = required;
    if (event.trigger === 'timer') {
      const seconds =
        typeof event.timeSeconds === 'number'
          ? event.timeSeconds
          : event.timeSeconds.trim() === ''
            ? Number.NaN
            : Number(event.timeSeconds);
      if (!Number.isFinite(seconds) || seconds < 0) errors[`${at}.timeSeconds`] = t('relevance.tracker.errors.timeSeconds');
    }
    event.params.forEach((param, position) => {
      if (!param.name) errors[`${at}.params.${position}.name`] = required;
      else if (!isParamComplete(param)) errors[`${at}.params.${position}.path`] = t('relevance.tracker.errors.paramIncomplete');
    });
  });
  return errors;
}

const put = <K extends keyof TrackerEventConfig>(target: TrackerEventConfig, key: K, value: TrackerEventConfig[K] | '' | undefined) => {
  if (value !== '' && value !== undefined && value !== false) target[key] = value;
};

/** Editor rows into the widget's configs: trimmed, with only the fields that mean something for the trigger. */
export function toTrackerEvents(events: readonly EventValues[]): TrackerEventConfig[] {
  return events.map((event) => {
    const config: TrackerEventConfig = { eventType: event.eventType, trigger: event.trigger };
    put(config, 'eventName', event.eventName.trim());
    put(config, 'eventNamePath', event.eventNamePath.trim());
    put(config, 'pathAsEventName', event.pathAsEventName);
    if (event.trigger === 'click' || event.trigger === 'submit') put(config, 'buttonSelector', event.buttonSelector.trim());
    const paths = event.urlPaths.map((path) => path.trim()).filter(Boolean);
    if (paths.length) config.urlPaths = paths;
    if (event.trigger === 'timer') config.timeSeconds = Number(event.timeSeconds);
    if (event.searchType === 'card') {
      config.searchType = 'card';
      put(config, 'parentPath', event.parentPath.trim());
    }
    const params = event.params.filter(isParamComplete).map((param) => {
      const out: TrackerParam = { name: param.name as TrackerParamName };
      if (param.path.trim()) out.path = param.path.trim();
      if (param.attribute.trim()) out.attribute = param.attribute.trim();
      if (param.value.trim()) out.value = param.value.trim();
      return out;
    });
    if (params.length) config.params = params;
    put(config, 'productsPath', event.productsPath.trim());
    put(config, 'containerName', event.containerName.trim());
    return config;
  });
}
