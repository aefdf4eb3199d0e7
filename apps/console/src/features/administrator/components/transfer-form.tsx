import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Text } from '@mantine/core';
import type { TransferMode, TransferResult } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Modal } from '../../../ui/modal';
import { useTransferSettings } from '../api/administrator';

const WHAT = ['synonyms', 'merchandisingRules', 'widgetSettings'] as const;
type What = (typeof WHAT)[number];

/** Copies settings of this project into another one after a confirmation (spec §6). */
export function TransferForm({ projectId, projects }: { projectId: string; projects: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation();
  const transfer = useTransferSettings(projectId);
  const [destination, setDestination] = useState<string | null>(null);
  const [chosen, setChosen] = useState<What[]>([]);
  const [mode, setMode] = useState<TransferMode>('replace');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const destinationLabel = projects.find((p) => p.value === destination)?.label ?? '';

  const run = () => {
    setConfirming(false);
    setError(null);
    if (!destination) return;
    const copyOptions = Object.fromEntries(WHAT.map((what) => [what, chosen.includes(what)]));
    transfer.mutate(
      { destination_source_uuid: destination, copy_options: { ...copyOptions, mode } },
      {
        onSuccess: (answer) => {
          setResult(answer);
          notifySuccess(t('administrator.transfer.done'));
        },
        onError: (failure) => {
          const detail = failure instanceof ApiError ? (failure.firstError() ?? failure.message) : '';
          setError(detail ? `${t('administrator.transfer.error')}: ${detail}` : t('administrator.transfer.error'));
          notifyError(t('administrator.transfer.error'));
        },
      },
    );
  };

  return (
    <Stack data-testid="transfer-form">
      <Text size="sm" c="dimmed">
        {t('administrator.transfer.intro')}
      </Text>
      <Select
        label={t('administrator.transfer.destination')}
        searchable
        data={projects.filter((p) => p.value !== projectId)}
        value={destination}
        onChange={setDestination}
        data-testid="transfer-destination"
      />
      <Checkbox.Group label={t('administrator.transfer.what')} value={chosen} onChange={(value) => setChosen(value as What[])}>
        <Group mt="xs">
          {WHAT.map((what) => (
            <Checkbox key={what} value={what} label={t(`administrator.transfer.options.${what}`)} data-testid={`transfer-${what}`} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group label={t('administrator.transfer.mode')} value={mode} onChange={(value) => setMode(value as TransferMode)}>
        <Stack gap={4} mt="xs">
          <Radio value="replace" label={t('administrator.transfer.replace')} data-testid="transfer-mode-replace" />
          <Radio value="sum" label={t('administrator.transfer.sum')} data-testid="transfer-mode-sum" />
        </Stack>
      </Radio.Group>
      {error && (
        <Alert color="red" role="alert" data-testid="transfer-error">
          {error}
        </Alert>
      )}
      {result && (
        <Alert color="green" data-testid="transfer-result">
          {t('administrator.transfer.result', { ...result })}
        </Alert>
      )}
      <Group>
        <Button
          disabled={!destination || chosen.length === 0}
          loading={transfer.isPending}
          onClick={() => setConfirming(true)}
          data-testid="transfer-start"
        >
          {t('administrator.transfer.start')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('administrator.transfer.confirmTitle')}>
        <Text size="sm">
          {t(mode === 'replace' ? 'administrator.transfer.confirmReplace' : 'administrator.transfer.confirmSum', {
            project: destinationLabel,
          })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('administrator.transfer.cancel')}
          </Button>
          <Button color="red" onClick={run} data-testid="transfer-confirm">
            {t('administrator.transfer.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
