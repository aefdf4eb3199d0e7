import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DELETE_CONFIRMATION_WORD } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';

export interface DeleteProjectDialogProps {
  opened: boolean;
  projectName: string;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Deletion waits until the user types DELETE (spec §4, §5). */
export function DeleteProjectDialog({ opened, projectName, deleting, onClose, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('project.settings.deleteHeading')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) onConfirm();
        }}
      >
        <Stack>
          <Text size="sm">{t('project.settings.deleteText', { word: DELETE_CONFIRMATION_WORD, name: projectName })}</Text>
          <TextInput
            label={t('project.settings.deleteInput')}
            placeholder={DELETE_CONFIRMATION_WORD}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            data-testid="delete-confirm-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={deleting} data-testid="delete-confirm-submit">
              {t('project.settings.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
