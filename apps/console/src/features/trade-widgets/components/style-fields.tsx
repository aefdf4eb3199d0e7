import {
  ColorInput,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleValues, WidgetFormValues } from '../form-model';

type Form = UseFormReturnType<WidgetFormValues>;
type Key = keyof StyleValues;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** Every carousel style setting of spec §3, grouped as the owner thinks of them. */
export function StyleFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { t } = useTranslation();
  const label = (key: Key) => t(`tradeWidgets.style.${key}`);
  const num = (key: Key, max: number) => (
    <NumberInput
      key={key}
      label={label(key)}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      disabled={disabled}
      data-testid={`style-${key}`}
      {...form.getInputProps(`style.${key}`)}
    />
  );
  const colour = (key: Key) => (
    <ColorInput
      key={key}
      label={label(key)}
      placeholder={t('tradeWidgets.style.colourDefault')}
      disabled={disabled}
      eyeDropperButtonProps={{ 'aria-label': t('ui.eyeDropper') }}
      data-testid={`style-${key}`}
      {...form.getInputProps(`style.${key}`)}
    />
  );
  const text = (key: Key) => (
    <TextInput key={key} label={label(key)} disabled={disabled} data-testid={`style-${key}`} {...form.getInputProps(`style.${key}`)} />
  );
  const check = (key: Key) => (
    <Switch
      key={key}
      label={label(key)}
      disabled={disabled}
      mt="xs"
      data-testid={`style-${key}`}
      {...form.getInputProps(`style.${key}`, { type: 'checkbox' })}
    />
  );
  const choice = (key: 'titlePosition' | 'cartType', options: string[]) => (
    <Stack key={key} gap={4}>
      <Text size="sm" fw={500}>
        {label(key)}
      </Text>
      <SegmentedControl
        disabled={disabled}
        data-testid={`style-${key}`}
        data={options.map((value) => ({ value, label: t(`tradeWidgets.style.${key}Options.${value}`) }))}
        {...form.getInputProps(`style.${key}`)}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Section title={t('tradeWidgets.style.sections.title')}>
        {text('title')}
        {colour('titleColor')}
        {num('titleSize', 72)}
        {choice('titlePosition', ['left', 'center', 'right'])}
      </Section>
      <Section title={t('tradeWidgets.style.sections.card')}>
        {num('cardWidth', 600)}
        {num('nameLines', 5)}
        {num('imageSize', 600)}
        {num('imagePadding', 100)}
        {num('imageRadius', 300)}
        {num('snippetMaxLength', 1000)}
        {num('limit', 50)}
        {check('showCategory')}
      </Section>
      <Section title={t('tradeWidgets.style.sections.price')}>
        {colour('priceColor')}
        {colour('oldPriceColor')}
        {check('showOldPrice')}
        {check('showLabels')}
      </Section>
      <Section title={t('tradeWidgets.style.sections.cart')}>
        {choice('cartType', ['none', 'button', 'icon'])}
        {colour('cartColor')}
        {num('buttonRadius', 100)}
        {check('wishlist')}
      </Section>
      <Section title={t('tradeWidgets.style.sections.details')}>
        {text('vendorCodePrefix')}
        {colour('vendorCodeColor')}
        <TagsInput
          label={label('customParams')}
          description={t('tradeWidgets.style.customParamsHint')}
          maxTags={20}
          disabled={disabled}
          data-testid="style-customParams"
          {...form.getInputProps('style.customParams')}
        />
        {text('provider')}
        {check('multipleOffers')}
        {check('linkTargetBlank')}
      </Section>
      <Section title={t('tradeWidgets.style.sections.scrolling')}>
        {num('scrollStepDesktop', 50)}
        {num('scrollStepMobile', 50)}
        {num('spacingDesktop', 200)}
        {num('spacingMobile', 200)}
      </Section>
    </Stack>
  );
}
