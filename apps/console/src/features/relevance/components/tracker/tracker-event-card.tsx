import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { TRACKER_EVENT_TYPES, TRACKER_PARAM_NAMES, TRACKER_TRIGGERS } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { emptyParam, isParamComplete, type TrackerForm } from './tracker-model';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** One tracker event: what it records, when it fires, where its values come from. */
export function TrackerEventCard({ form, index, disabled }: { form: TrackerForm; index: number; disabled: boolean }) {
  const { t } = useTranslation();
  const event = form.values.events[index];
  if (!event) return null;
  const at = `events.${index}`;
  const last = event.params.at(-1);
  const addParam = () => {
    // Spec §5: the previous parameter must be complete before another one.
    if (last && !isParamComplete(last)) {
      form.setFieldError(`${at}.params.${event.params.length - 1}.path`, t('relevance.tracker.errors.paramIncomplete'));
      return;
    }
    form.insertListItem(`${at}.params`, emptyParam());
  };
  const testId = (name: string) => `tracker-${index}-${name}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid={`tracker-event-${index}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <Text fw={600} c="dimmed" mb={6}>
            {index + 1}.
          </Text>
          <Select
            label={t('relevance.tracker.eventType')}
            data={TRACKER_EVENT_TYPES.map((value) => ({ value, label: t(`relevance.tracker.eventTypes.${value}`) }))}
            allowDeselect={false}
            disabled={disabled}
            style={{ flex: 1 }}
            data-testid={testId('eventType')}
            {...form.getInputProps(`${at}.eventType`)}
          />
          <Select
            label={t('relevance.tracker.trigger')}
            data={TRACKER_TRIGGERS.map((value) => ({ value, label: t(`relevance.tracker.triggers.${value}`) }))}
            allowDeselect={false}
            disabled={disabled}
            style={{ flex: 1 }}
            data-testid={testId('trigger')}
            {...form.getInputProps(`${at}.trigger`)}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('relevance.common.delete')}
              onClick={() => form.removeListItem('events', index)}
              data-testid={testId('remove')}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(event.trigger === 'click' || event.trigger === 'submit') && (
            <TextInput
              label={t('relevance.tracker.buttonSelector')}
              placeholder=".add-to-cart"
              styles={MONO}
              disabled={disabled}
              data-testid={testId('buttonSelector')}
              {...form.getInputProps(`${at}.buttonSelector`)}
            />
          )}
          {event.trigger === 'timer' && (
            <NumberInput
              label={t('relevance.tracker.timeSeconds')}
              min={0}
              disabled={disabled}
              data-testid={testId('timeSeconds')}
              {...form.getInputProps(`${at}.timeSeconds`)}
            />
          )}
          <TagsInput
            label={t('relevance.tracker.urlPaths')}
            description={t('relevance.tracker.urlPathsHint')}
            placeholder="/product/*"
            disabled={disabled}
            data-testid={testId('urlPaths')}
            {...form.getInputProps(`${at}.urlPaths`)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('relevance.tracker.eventName')}
            disabled={disabled}
            data-testid={testId('eventName')}
            {...form.getInputProps(`${at}.eventName`)}
          />
          <TextInput
            label={t('relevance.tracker.eventNamePath')}
            styles={MONO}
            disabled={disabled}
            data-testid={testId('eventNamePath')}
            {...form.getInputProps(`${at}.eventNamePath`)}
          />
          <Switch
            label={t('relevance.tracker.pathAsEventName')}
            mt={28}
            disabled={disabled}
            data-testid={testId('pathAsEventName')}
            {...form.getInputProps(`${at}.pathAsEventName`, { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('relevance.tracker.searchType')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'global', label: t('relevance.tracker.searchTypes.global') },
                { value: 'card', label: t('relevance.tracker.searchTypes.card') },
              ]}
              disabled={disabled}
              {...form.getInputProps(`${at}.searchType`)}
            />
          </Stack>
          {event.searchType === 'card' && (
            <TextInput
              label={t('relevance.tracker.parentPath')}
              placeholder=".product-card"
              styles={MONO}
              style={{ flex: 1 }}
              disabled={disabled}
              {...form.getInputProps(`${at}.parentPath`)}
            />
          )}
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('relevance.tracker.params')}
          </Text>
          {event.params.map((param, position) => (
            <Group key={param.uid} align="flex-start" wrap="nowrap" gap="xs" data-testid={testId(`param-${position}`)}>
              <Select
                placeholder={t('relevance.tracker.paramName')}
                data={TRACKER_PARAM_NAMES.map((value) => ({ value, label: t(`relevance.tracker.paramNames.${value}`) }))}
                disabled={disabled}
                w={170}
                {...form.getInputProps(`${at}.params.${position}.name`)}
              />
              <TextInput
                placeholder={t('relevance.tracker.paramPath')}
                styles={MONO}
                style={{ flex: 1 }}
                disabled={disabled}
                data-testid={testId(`param-${position}-path`)}
                {...form.getInputProps(`${at}.params.${position}.path`)}
              />
              <TextInput
                placeholder={t('relevance.tracker.paramAttribute')}
                w={140}
                disabled={disabled}
                {...form.getInputProps(`${at}.params.${position}.attribute`)}
              />
              <TextInput
                placeholder={t('relevance.tracker.paramValue')}
                w={140}
                disabled={disabled}
                {...form.getInputProps(`${at}.params.${position}.value`)}
              />
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={t('relevance.common.delete')}
                  onClick={() => form.removeListItem(`${at}.params`, position)}
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
          {!disabled && (
            <Button size="compact-sm" variant="subtle" w="fit-content" onClick={addParam} data-testid={testId('param-add')}>
              + {t('relevance.tracker.addParam')}
            </Button>
          )}
        </Stack>
        {(event.eventType === 'checkout' || event.eventType === 'purchase' || event.productsPath || event.containerName) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('relevance.tracker.productsPath')}
              styles={MONO}
              disabled={disabled}
              {...form.getInputProps(`${at}.productsPath`)}
            />
            <TextInput
              label={t('relevance.tracker.containerName')}
              styles={MONO}
              disabled={disabled}
              {...form.getInputProps(`${at}.containerName`)}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
