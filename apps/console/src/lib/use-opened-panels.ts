import { useState } from 'react';

/**
 * Which tab panels to render: a panel renders the first time its tab is opened and stays mounted
 * after (its unsaved input kept when the owner looks at another tab). Mantine's Tabs would otherwise
 * render every hidden panel, with its data requests, before the page first shows.
 */
export function useOpenedPanels<T extends string>(current: T): (panel: T) => boolean {
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([current]));
  // Updating state while rendering, as React documents for state derived from props.
  if (!opened.has(current)) setOpened(new Set([...opened, current]));
  return (panel) => panel === current || opened.has(panel);
}
