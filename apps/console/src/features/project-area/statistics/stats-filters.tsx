import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayString, RANGE_PRESETS } from './date-range';
import classes from './stats-filters.module.css';
import { DEVICES, type Device } from './stats-types';
import type { StatsFilters } from './use-stats-filters';

/** The period (presets or two days) and the device type every statistic on the screen follows. */
export function StatsFiltersBar({ filters }: { filters: StatsFilters }) {
  const { t } = useTranslation();
  const { choice, range } = filters;
  const lastDay = dayString(new Date(new Date(range.to).getTime() - 1));
  const firstDay = dayString(new Date(range.from));
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('statistics.period')}
        </Text>
        <SegmentedControl
          data-testid="stats-range"
          className={classes.compact}
          value={choice.preset}
          onChange={(value) =>
            // Custom starts from the period on screen, so both days are filled in.
            value === 'custom'
              ? filters.update({ range: value, from: firstDay, to: lastDay })
              : filters.update({ range: value, from: '', to: '' })
          }
          data={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`statistics.ranges.${preset}`) }))}
        />
      </Stack>
      {choice.preset === 'custom' && (
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label={t('statistics.from')}
            value={choice.from ?? firstDay}
            max={choice.to}
            onChange={(event) => event.currentTarget.value && filters.update({ from: event.currentTarget.value })}
            data-testid="stats-from"
          />
          <TextInput
            type="date"
            label={t('statistics.to')}
            value={choice.to ?? lastDay}
            min={choice.from}
            onChange={(event) => event.currentTarget.value && filters.update({ to: event.currentTarget.value })}
            data-testid="stats-to"
          />
        </Group>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('statistics.device')}
        </Text>
        <SegmentedControl
          data-testid="stats-device"
          className={classes.compact}
          value={filters.device}
          onChange={(value) => filters.update({ device: value as Device })}
          data={DEVICES.map((device) => ({ value: device, label: t(`statistics.devices.${device}`) }))}
        />
      </Stack>
    </Group>
  );
}
