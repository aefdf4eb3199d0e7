import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { Modal } from '../../../ui/modal';
import { useDiscardWidgetChanges } from '../api/discard-widget-changes';
import { writeWidgetDraft } from '../widget/widget-draft';

/**
 * The confirm of "Discard unpublished changes": puts the saved widget settings and trade widgets
 * back to the published ones (decision 0018). Rendered outside the header's popover, which closes.
 */
export function DiscardChangesDialog(props: { projectId: string; count: number; opened: boolean; onClose: () => void; toastId: string }) {
  const { t } = useTranslation();
  const discard = useDiscardWidgetChanges(props.projectId);
  const confirm = async () => {
    try {
      await discard.mutateAsync();
      // An unsaved draft was made over the settings just thrown away.
      writeWidgetDraft(props.projectId, null);
      props.onClose();
      notifySuccess(t('publish.discardDone'), props.toastId);
    } catch {
      // The http layer has already shown why.
    }
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('publish.discardTitle')} centered>
      <Stack>
        <Text size="sm">{t('publish.discardText', { count: props.count })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={discard.isPending} onClick={() => void confirm()} data-testid="discard-confirm">
            {t('publish.discardConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
