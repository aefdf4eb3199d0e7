import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The visible page title; e2e tests find it by data-testid="page-title". */
export function PageHeading({ children, order = 2 }: { children: ReactNode; order?: 2 | 3 }) {
  return (
    <Title order={order} data-testid="page-title">
      {children}
    </Title>
  );
}
