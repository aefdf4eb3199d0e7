import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/** An honest "nothing here yet" block: what will appear and, optionally, what to do. */
export function EmptyState({ title, description, action }: { title?: ReactNode; description: ReactNode; action?: ReactNode }) {
  return (
    <MantineEmptyState title={title} description={description} py="xl" data-testid="empty-state" icon={<span aria-hidden>∅</span>}>
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
