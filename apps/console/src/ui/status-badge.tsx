import { Badge, type MantineColor } from '@mantine/core';
import type { SourceStatus } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<SourceStatus, MantineColor> = {
  new: 'gray',
  wait: 'blue',
  process: 'cyan',
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  unpaid: 'grape',
};

export function StatusBadge({ status }: { status: SourceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="status-badge" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
