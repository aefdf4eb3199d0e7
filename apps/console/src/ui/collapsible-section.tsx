import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled block of content that starts open and folds on a click of its heading. */
export function CollapsibleSection({
  title,
  children,
  initiallyOpen = true,
}: {
  title: ReactNode;
  children: ReactNode;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(initiallyOpen);
  return (
    <Paper withBorder p="md" radius="md">
      <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%" title={opened ? t('common.collapse') : t('common.expand')}>
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          <span aria-hidden>{opened ? '▾' : '▸'}</span>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
