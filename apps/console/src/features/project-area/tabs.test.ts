import { describe, expect, it } from 'vitest';
import { isTabOpen, PROJECT_TABS, type ProjectTab, tabOfPath, visibleTabs } from './tabs';

function tab(path: string): ProjectTab {
  const found = PROJECT_TABS.find((item) => item.path === path);
  if (!found) throw new Error(`no tab ${path}`);
  return found;
}

describe('project tabs', () => {
  it('keeps only the tabs that need no catalog open until the first feed load, and everything open after it', () => {
    const open = PROJECT_TABS.filter((item) => isTabOpen(item, { loadedAt: null })).map((item) => item.path);
    expect(open.sort()).toEqual(['feed', 'finance', 'permission', 'plan', 'settings']);
    expect(isTabOpen(tab('statistics'), { loadedAt: Date.now() })).toBe(true);
  });

  it('shows the administrator tab to administrators only', () => {
    expect(visibleTabs(false).some((item) => item.path === 'administrator')).toBe(false);
    expect(visibleTabs(true).some((item) => item.path === 'administrator')).toBe(true);
  });

  it('finds the tab of a nested path', () => {
    expect(tabOfPath('/project/abc/trade-widgets/edit/7', 'abc')).toBe('trade-widgets');
    expect(tabOfPath('/project/abc', 'abc')).toBe(null);
  });
});
