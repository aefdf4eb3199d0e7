import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedPanels } from './use-opened-panels';

describe('useOpenedPanels', () => {
  it('renders only the open panel at first, and keeps each panel once opened', () => {
    const { result, rerender } = renderHook(({ current }) => useOpenedPanels(current), {
      initialProps: { current: 'settings' as 'settings' | 'history' | 'rules' },
    });
    expect(['settings', 'history', 'rules'].map((panel) => result.current(panel as 'settings'))).toEqual([true, false, false]);
    act(() => rerender({ current: 'history' }));
    expect(['settings', 'history', 'rules'].map((panel) => result.current(panel as 'settings'))).toEqual([true, true, false]);
    act(() => rerender({ current: 'settings' }));
    expect(result.current('history')).toBe(true);
    expect(result.current('rules')).toBe(false);
  });
});
