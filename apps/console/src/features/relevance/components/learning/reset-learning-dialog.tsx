import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../ui/modal';

/** What a reset is about to forget: one query (by its typed form) or everything the project learned. */
export type ResetTarget = { key: string; query: string } | 'all';

interface ResetLearningDialogProps {
  target: ResetTarget | null;
  loading: boolean;
  onConfirm: (target: ResetTarget) => void;
  onClose: () => void;
}

/** Asks before search forgets what shoppers taught it; nothing brings it back but new evidence. */
export function ResetLearningDialog({ target, loading, onConfirm, onClose }: ResetLearningDialogProps) {
  const { t } = useTranslation();
  const all = target === 'all';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      title={all ? t('relevance.learning.confirm.allTitle') : t('relevance.learning.confirm.queryTitle')}
    >
      <Text mb="lg" data-testid="learning-reset-text">
        {target === null
          ? null
          : target === 'all'
            ? t('relevance.learning.confirm.all')
            : t('relevance.learning.confirm.query', { query: target.query })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('relevance.common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={() => target && onConfirm(target)} data-testid="learning-reset-confirm">
          {t('relevance.learning.confirm.reset')}
        </Button>
      </Group>
    </Modal>
  );
}
