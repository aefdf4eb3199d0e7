/**
 * init.js: starts a widget for every config in window.VitrinaConfigs (and every one pushed later), then runs
 * the calls queued in window.vitrina.q. See README.md for the config contract.
 */

import { OWNER_CLIENT } from '@vitrina/contracts';
import { type Carousels, startCarousels } from './carousel-embed';
import { AB_GOAL_DELAY_MS, assignSegment, segmentGoal } from './core/ab';
import { type ApiClient, createApiClient, type RequestContext } from './core/api';
import { type Controller, createController } from './core/controller';
import { createHookBus, type HookBus, type Listener } from './core/hooks';
import { createGoalReporter } from './core/metrika';
import { resolveSettings, type WidgetConfig } from './core/settings';
import { resolveVisitorId } from './core/visitor';
import { createTranslator } from './i18n';
import { startTracker, type TrackData, type Tracker } from './tracker';
import { injectStyle, mountWidget } from './ui/mount';

type Command = [string, ...unknown[]];
interface VitrinaFn {
  (...args: unknown[]): unknown;
  q?: ArrayLike<unknown>[];
  loaded?: boolean;
}
interface PageGlobals {
  VitrinaConfigs?: WidgetConfig[];
  vitrina?: VitrinaFn;
  vitrinaRegionId?: unknown;
  vitrinaSegmentId?: unknown;
  vitrinaUserId?: unknown;
  vitrinaAbSegment?: string;
}

interface Instance {
  projectId: string;
  controllers: Controller[];
  hooks: HookBus;
  tracker: Tracker;
  carousels?: Carousels;
}

const page = window as unknown as PageGlobals & Record<string, unknown>;
const instances: Instance[] = [];
let mountSeq = 0;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Sandboxed frames (the console preview) and strict privacy modes throw on cookie access. */
function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function writeCookie(cookie: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari, which the widget must run on.
    document.cookie = cookie;
  } catch {
    // Without cookies the visitor id lives for this page only.
  }
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function runShopCode(code: string, label: string, debug: boolean) {
  if (!code.trim()) return;
  try {
    // The A/B code is the shop's own, from its console settings.
    new Function(code)();
  } catch (error) {
    if (debug) console.warn(`[vitrina] ${label} failed`, error);
  }
}

/** The owner's preview sends no events: what the owner clicks is not what shoppers do. */
function silenced(api: ApiClient, owner: boolean): ApiClient {
  return owner ? { ...api, sendEvents: async () => {} } : api;
}

function onReady(fn: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

function startWidget(config: WidgetConfig) {
  if (!config || typeof config.projectId !== 'string' || typeof config.apiUrl !== 'string') return;
  const settings = resolveSettings(config.settings);
  const debug = config.debug === true || settings.debug;
  const goal = createGoalReporter(settings.metrika, page);
  const hooks = createHookBus(settings.eventHooks, page, (name, error) => debug && console.warn(`[vitrina] hook ${name} failed`, error));
  // The owner trying the widget is not a shopper: searches go as OWNER_CLIENT and no event is sent.
  const owner = config.preview === true;
  const visitor = resolveVisitorId(readCookies(), page.vitrinaUserId);
  if (visitor.setCookie) writeCookie(visitor.setCookie);
  // The tracker runs in both A/B segments and without any search element on the page.
  const tracker = startTracker({
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    userId: visitor.id,
    debug,
    trackerEvents: owner ? [] : settings.trackerEvents,
    ...(owner ? { silent: true } : {}),
  });
  const instance: Instance = { projectId: config.projectId, controllers: [], hooks, tracker };
  instances.push(instance);
  const ctx: RequestContext = {
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    userId: visitor.id,
    locale: settings.locale,
    debug,
    client: owner ? OWNER_CLIENT : 'widget',
  };
  const regionId = optionalString(page.vitrinaRegionId);
  const segmentId = optionalString(page.vitrinaSegmentId);
  if (regionId) ctx.regionId = regionId;
  if (segmentId) ctx.segmentId = segmentId;
  const fetchImpl = (url: string, init?: RequestInit) => fetch(url, init);
  const api = silenced(createApiClient(ctx, fetchImpl), owner);
  const t = createTranslator(settings.locale, settings.customTexts);
  // Trade widget carousels are recommendations, not search: they show in both A/B segments and with a tracker-only embed.
  onReady(() => {
    instance.carousels = startCarousels({
      projectId: config.projectId,
      ctx,
      fetch: fetchImpl,
      hooks,
      sendEvents: api.sendEvents,
      store: storage('localStorage'),
      t,
      locale: settings.locale,
      minimumFractionDigits: settings.minimumFractionDigits,
      debug,
    });
  });

  if (settings.enableTesting.enabled) {
    const segment = assignSegment(storage('localStorage'), settings.enableTesting.shareA);
    page.vitrinaAbSegment = segment;
    runShopCode(segment === 'A' ? settings.enableTesting.codeA : settings.enableTesting.codeB, `A/B code ${segment}`, debug);
    setTimeout(() => {
      goal(segmentGoal(segment));
      hooks.emit('abSegment', { segment, goal: segmentGoal(segment) });
    }, AB_GOAL_DELAY_MS);
    // Segment B is the control group: the shop keeps its own search there.
    if (segment === 'B') return;
  }

  // A tracker-only embed: no search element configured, so no widget either.
  if (!settings.selector && tracker.configs.length) return;
  const sessionKey = `vitrina_session_${config.projectId}`;
  const firstInSession = () => {
    const store = storage('sessionStorage');
    try {
      if (store?.getItem(sessionKey)) return false;
      store?.setItem(sessionKey, '1');
    } catch {
      return false;
    }
    return true;
  };

  const mount = (parent: HTMLElement) => {
    const controller = createController({
      api,
      settings,
      ctx,
      hooks,
      firstInSession,
      goal,
      store: settings.showWishlist ? storage('localStorage') : null,
      navigate: (url) => window.location.assign(url),
    });
    instance.controllers.push(controller);
    mountWidget(
      parent,
      {
        controller,
        settings,
        t,
        debug,
        sourceStatus: config.sourceStatus,
        consoleUrl: config.consoleUrl,
        projectId: config.projectId,
        idPrefix: `l-ss-c-${++mountSeq}`,
      },
      settings.kind,
    );
    return controller;
  };

  onReady(() => {
    injectStyle(`l-ss-c-custom-${config.projectId}`, settings.customStyles);
    if (settings.kind === 'complex') {
      const mountAll = () => {
        const hosts = settings.selector ? [...document.querySelectorAll<HTMLElement>(settings.selector)] : [];
        for (const host of hosts) if (!host.querySelector(':scope > .l-ss-c-root')) mount(host);
        return hosts.length;
      };
      if (!mountAll()) window.addEventListener('load', mountAll, { once: true });
      return;
    }
    const controller = mount(document.body);
    bindHosts(controller, settings.selector);
  });
}

/** Host elements (the shop's search field) open the modal on focus or click; focus returns to them on close. */
function bindHosts(controller: Controller, selector: string) {
  let opener: HTMLElement | null = null;
  let restoring = false;
  const hostOf = (target: EventTarget | null) => {
    if (!selector || !(target instanceof Element)) return null;
    try {
      return target.closest<HTMLElement>(selector);
    } catch {
      return null;
    }
  };
  const open = (e: Event) => {
    const host = hostOf(e.target);
    if (!host || restoring || controller.getState().open || host.closest('.l-ss-c-root')) return;
    opener = host;
    const value = host instanceof HTMLInputElement ? host.value : undefined;
    controller.open(value || undefined);
  };
  document.addEventListener('focusin', open);
  document.addEventListener('click', open);
  let wasOpen = false;
  controller.subscribe((state) => {
    if (wasOpen && !state.open) {
      if (opener instanceof HTMLInputElement) opener.value = state.input;
      restoring = true;
      opener?.focus();
      setTimeout(() => {
        restoring = false;
      }, 0);
    }
    wasOpen = state.open;
  });
}

/**
 * vitrina('open' [, query]) · ('close') · ('search', query) · ('on'|'off', event, fn) · ('setCartCount', n) ·
 * ('track', type, data | data[]) · ('carousel', elementOrSelector, {widgetId, productId, categoryId, segmentId, limit, style}).
 */
function runCommand(args: ArrayLike<unknown>) {
  const [name, a, b] = Array.from(args) as Command;
  if (name === 'carousel') {
    // One carousel per call: the project named in the options, else the first on the page.
    const wanted = (b as { projectId?: unknown } | undefined)?.projectId;
    const owner = instances.find((i) => i.carousels && (wanted === undefined || i.projectId === wanted));
    owner?.carousels?.mount(a, b);
    return;
  }
  for (const instance of instances) {
    if (name === 'track') instance.tracker.track(a, b as TrackData | TrackData[] | undefined);
    if (name === 'on' && typeof a === 'string' && typeof b === 'function') instance.hooks.on(a, b as Listener);
    else if (name === 'off' && typeof a === 'string' && typeof b === 'function') instance.hooks.off(a, b as Listener);
    const first = instance.controllers[0];
    if (!first) continue;
    if (name === 'open') first.open(typeof a === 'string' ? a : undefined);
    else if (name === 'close') for (const c of instance.controllers) c.close();
    else if (name === 'search' && typeof a === 'string') {
      first.open();
      first.search(a);
    } else if (name === 'setCartCount') for (const c of instance.controllers) c.setCart(Number(a));
  }
}

function boot() {
  const queued = page.vitrina?.q ?? [];
  if (page.vitrina?.loaded) return;
  const configs = page.VitrinaConfigs ?? [];
  page.VitrinaConfigs = configs;
  for (const config of configs) safeStart(config);
  configs.push = (...added: WidgetConfig[]) => {
    for (const config of added) safeStart(config);
    return Array.prototype.push.apply(configs, added);
  };
  const api: VitrinaFn = (...args: unknown[]) => runCommand(args);
  api.loaded = true;
  page.vitrina = api;
  // Queued calls run once the widgets exist (after DOM ready, where mounting happens).
  onReady(() => {
    for (const args of Array.from(queued)) runCommand(args);
  });
}

function safeStart(config: WidgetConfig) {
  try {
    startWidget(config);
  } catch (error) {
    console.warn('[vitrina] widget failed to start', error);
  }
}

boot();
