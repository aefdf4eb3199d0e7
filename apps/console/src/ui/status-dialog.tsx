import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface StatusDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  status?: 'success' | 'error' | 'info';
  action?: ReactNode;
}

const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;

/** A short modal that reports the outcome of an action. */
export function StatusDialog({ opened, onClose, title, message, status = 'info', action }: StatusDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid="status-dialog">
      <Text c={status === 'info' ? undefined : COLORS[status]}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {action}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  );
}
