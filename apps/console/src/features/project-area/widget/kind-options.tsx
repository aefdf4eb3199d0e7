import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomCodeFields } from './sections/custom-code-fields';
import type { WidgetFormInstance } from './use-widget-form';
import { OFFER_LAYOUTS, type WidgetKind } from './widget-form';
import { WidgetSwitch } from './widget-switch';

/** The options that matter for one widget kind; complex needs its container, limits and, if chosen, custom code (spec §5). */
export function KindOptions({
  kind,
  form,
  readOnly,
  locked = new Set(),
}: {
  kind: WidgetKind;
  form: WidgetFormInstance;
  readOnly: boolean;
  /** Switches the plan does not include (planLockedSwitches). */
  locked?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const complex = kind === 'complex';
  const switches =
    kind === 'complex' ? (['showCart', 'linkTargetBlank'] as const) : (['taps', 'voiceInput', 'showCatalog', 'showCart'] as const);
  return (
    <Stack>
      <TextInput
        label={t(complex ? 'widget.fields.containerSelector' : 'widget.fields.selector')}
        description={t(complex ? 'widget.hints.containerSelector' : 'widget.hints.selector')}
        placeholder={complex ? '#search-results' : '#search, .search-input'}
        withAsterisk={complex}
        readOnly={readOnly}
        data-testid="widget-selector"
        {...form.getInputProps('selector')}
      />
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <NumberInput
          label={t('widget.fields.limit')}
          min={1}
          max={100}
          withAsterisk={complex}
          readOnly={readOnly}
          data-testid="widget-limit"
          {...form.getInputProps('limit')}
        />
        <NumberInput
          label={t('widget.fields.columns')}
          min={1}
          max={8}
          withAsterisk={complex}
          readOnly={readOnly}
          {...form.getInputProps('columns')}
        />
        <NumberInput
          label={t('widget.fields.gap')}
          min={0}
          max={200}
          withAsterisk={complex}
          readOnly={readOnly}
          {...form.getInputProps('gap')}
        />
        <Select
          label={t('widget.fields.offerLayout')}
          data={OFFER_LAYOUTS.map((value) => ({ value, label: t(`widget.layouts.${value}`) }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('offerLayout')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {switches.map((key) => (
          <WidgetSwitch key={key} name={key} form={form} readOnly={readOnly} locked={locked.has(key)} />
        ))}
      </SimpleGrid>
      {complex && <CustomCodeFields form={form} readOnly={readOnly} />}
    </Stack>
  );
}
