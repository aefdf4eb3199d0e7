import { describe, expect, it } from 'vitest';
import { isOnboardingDone, onboardingSteps } from './onboarding-steps';

const fresh = { loadedAt: null, sourceStatus: 'wait' as const, selector: '', lastScriptUpdated: null };
const states = (steps: ReturnType<typeof onboardingSteps>) => steps.map((step) => `${step.key}:${step.state}`);

describe('onboarding steps', () => {
  it('shows a queued first load as under way and the rest as to do or waiting for it', () => {
    expect(states(onboardingSteps(fresh, null))).toEqual(['feed:active', 'selector:todo', 'publish:waiting', 'searches:waiting']);
  });

  it('asks the owner to act on a failed or stopped first load', () => {
    expect(onboardingSteps({ ...fresh, sourceStatus: 'failed' }, null)[0]?.state).toBe('failed');
    expect(onboardingSteps({ ...fresh, sourceStatus: 'stopped' }, null)[0]?.state).toBe('todo');
  });

  it('counts a selector of spaces as none and a publish without a selector as not done', () => {
    const steps = onboardingSteps({ ...fresh, loadedAt: 1, sourceStatus: 'success', selector: '  ', lastScriptUpdated: 5 }, false);
    expect(states(steps)).toEqual(['feed:done', 'selector:todo', 'publish:waiting', 'searches:waiting']);
  });

  it('is done once the feed is loaded, the widget placed and published and a search seen', () => {
    const live = { loadedAt: 1, sourceStatus: 'success' as const, selector: '#search', lastScriptUpdated: 5 };
    expect(states(onboardingSteps(live, false))).toEqual(['feed:done', 'selector:done', 'publish:done', 'searches:todo']);
    expect(isOnboardingDone(onboardingSteps(live, false))).toBe(false);
    expect(isOnboardingDone(onboardingSteps(live, true))).toBe(true);
  });

  it('agrees with the header: a project whose site runs its saved settings counts as published', () => {
    const placed = { loadedAt: 1, sourceStatus: 'success' as const, selector: '#search', lastScriptUpdated: null };
    expect(states(onboardingSteps(placed, false, true))).toEqual(['feed:done', 'selector:done', 'publish:done', 'searches:todo']);
    expect(states(onboardingSteps(placed, false, false))).toEqual(['feed:done', 'selector:done', 'publish:todo', 'searches:waiting']);
  });

  it('links each step to where it is done', () => {
    expect(onboardingSteps(fresh, null).map((step) => step.path)).toEqual([
      'feed',
      'settings/search-widget',
      'settings/search-widget',
      'statistics',
    ]);
  });
});
