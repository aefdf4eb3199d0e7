import { Alert, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import { CodeField } from '../code-field';
import type { WidgetFormInstance } from '../use-widget-form';

/** A/B test, Yandex Metrika counter and debug mode (spec §3, §4, §5). */
export function TrackingSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const shareA = form.getInputProps('enableTesting.shareA');
  // Typing A's share fills B's with the rest; B stays editable, and the two must add up to 100 (spec §5).
  const onShareA = (value: number | string) => {
    const next = typeof value === 'number' ? value : '';
    shareA.onChange(next);
    if (next !== '' && next >= 0 && next <= 100) form.setFieldValue('enableTesting.shareB', 100 - next);
  };
  return (
    <CollapsibleSection title={t('widget.sections.tracking')}>
      <Stack>
        <Switch
          label={t('widget.fields.abEnabled')}
          description={t('widget.hints.abEnabled')}
          disabled={readOnly}
          data-testid="ab-enabled"
          {...form.getInputProps('enableTesting.enabled', { type: 'checkbox' })}
        />
        {values.enableTesting.enabled && (
          <Stack gap="sm" pl="lg">
            <SimpleGrid cols={2} maw={360}>
              <NumberInput
                label={t('widget.fields.shareA')}
                min={0}
                max={100}
                suffix="%"
                readOnly={readOnly}
                data-testid="ab-share-a"
                {...shareA}
                onChange={onShareA}
              />
              <NumberInput
                label={t('widget.fields.shareB')}
                min={0}
                max={100}
                suffix="%"
                readOnly={readOnly}
                data-testid="ab-share-b"
                {...form.getInputProps('enableTesting.shareB')}
              />
            </SimpleGrid>
            <CodeField
              label={t('widget.fields.codeA')}
              language="javascript"
              readOnly={readOnly}
              {...form.getInputProps('enableTesting.codeA')}
            />
            <CodeField
              label={t('widget.fields.codeB')}
              language="javascript"
              readOnly={readOnly}
              {...form.getInputProps('enableTesting.codeB')}
            />
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('widget.fields.metrika')}
          </Text>
          <SegmentedControl
            w="fit-content"
            readOnly={readOnly}
            data-testid="metrika-mode"
            data={[
              { value: 'auto', label: t('widget.metrika.auto') },
              { value: 'manual', label: t('widget.metrika.manual') },
              { value: 'disabled', label: t('widget.metrika.disabled') },
            ]}
            {...form.getInputProps('metrika.mode')}
          />
          <Text size="xs" c="dimmed">
            {t(`widget.metrika.${values.metrika.mode}Hint`)}
          </Text>
          {values.metrika.mode === 'manual' && (
            <TextInput
              label={t('widget.fields.counterId')}
              placeholder="12345678"
              maw={260}
              withAsterisk
              readOnly={readOnly}
              inputMode="numeric"
              data-testid="metrika-counter"
              {...form.getInputProps('metrika.counterId')}
            />
          )}
        </Stack>
        <Switch
          label={t('widget.fields.debug')}
          disabled={readOnly}
          data-testid="switch-debug"
          {...form.getInputProps('debug', { type: 'checkbox' })}
        />
        {values.debug && (
          <Alert color="orange" data-testid="debug-notice">
            {t('widget.debugNotice')}
          </Alert>
        )}
      </Stack>
    </CollapsibleSection>
  );
}
