import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CREATIVE_FORMATS, CREATIVE_REMBG_MODELS } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import type { RuleFormValues } from '../form-model';

/** Background removal of the offer photo with its options, the crop padding and the output format (spec §3, §7). */
export function RembgFields({ form, disabled }: { form: UseFormReturnType<RuleFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const on = form.values.rembg.enabled;
  return (
    <Stack gap="xs">
      <Switch
        label={t('creativeBooster.rembg.enabled')}
        description={t('creativeBooster.rembg.enabledHint')}
        disabled={disabled}
        data-testid="creative-rembg"
        {...form.getInputProps('rembg.enabled', { type: 'checkbox' })}
      />
      {on && (
        <Stack gap="xs" pl="md">
          <Select
            label={t('creativeBooster.rembg.model')}
            description={t('creativeBooster.rembg.modelHint')}
            data={CREATIVE_REMBG_MODELS.map((value) => ({ value, label: t(`creativeBooster.rembg.models.${value}`) }))}
            value={form.values.rembg.model || CREATIVE_REMBG_MODELS[0]}
            onChange={(value) => form.setFieldValue('rembg.model', (value ?? '') as RuleFormValues['rembg']['model'])}
            allowDeselect={false}
            disabled={disabled}
            data-testid="creative-rembg-model"
          />
          <Checkbox
            label={t('creativeBooster.rembg.alphaMatting')}
            disabled={disabled}
            {...form.getInputProps('rembg.alphaMatting', { type: 'checkbox' })}
          />
          <Group grow>
            <NumberInput
              label={t('creativeBooster.rembg.foregroundThreshold')}
              min={0}
              max={255}
              disabled={disabled}
              {...form.getInputProps('rembg.foregroundThreshold')}
            />
            <NumberInput
              label={t('creativeBooster.rembg.backgroundThreshold')}
              min={0}
              max={255}
              disabled={disabled}
              {...form.getInputProps('rembg.backgroundThreshold')}
            />
            <NumberInput
              label={t('creativeBooster.rembg.erosionSize')}
              min={0}
              max={50}
              disabled={disabled}
              {...form.getInputProps('rembg.erosionSize')}
            />
          </Group>
          <Checkbox
            label={t('creativeBooster.rembg.onlyMask')}
            disabled={disabled}
            {...form.getInputProps('rembg.onlyMask', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('creativeBooster.rembg.postProcessMask')}
            disabled={disabled}
            {...form.getInputProps('rembg.postProcessMask', { type: 'checkbox' })}
          />
        </Stack>
      )}
      <Group align="flex-end">
        <Switch label={t('creativeBooster.rembg.crop')} disabled={disabled} {...form.getInputProps('rembgCrop', { type: 'checkbox' })} />
        {form.values.rembgCrop && (
          <NumberInput
            label={t('creativeBooster.rembg.cropNumber')}
            min={0}
            max={1000}
            w={180}
            disabled={disabled}
            {...form.getInputProps('rembgCropNumber')}
          />
        )}
      </Group>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('creativeBooster.rembg.format')}
        </Text>
        <SegmentedControl
          w="fit-content"
          data={CREATIVE_FORMATS.map((value) => ({ value, label: value.toUpperCase() }))}
          disabled={disabled}
          {...form.getInputProps('format')}
        />
      </Stack>
    </Stack>
  );
}
