import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';

/** Asks before something is deleted for good. */
export function ConfirmDialog({
  opened,
  title,
  text,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('creativeBooster.common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid="creative-confirm-delete">
          {t('creativeBooster.common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
