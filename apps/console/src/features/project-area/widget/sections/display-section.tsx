import { ActionIcon, Checkbox, Group, Input, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import type { WidgetFormInstance } from '../use-widget-form';
import { COMPLETION_KEYS, OFFER_BLOCKS, OFFER_LAYOUTS, SPECIAL_OFFERS_ON } from '../widget-form';
import { WidgetSwitch } from '../widget-switch';

const SWITCHES = [
  'onlyAvailable',
  'groupCategories',
  'showCatalog',
  'showCart',
  'cartCount',
  'taps',
  'voiceInput',
  'linkTargetBlank',
  'hasCompletionsHits',
  'isIntRating',
] as const;

/** What the widget shows: switches, grouping, prices, offer layout and blocks, completion groups (spec §3). */
export function DisplaySection({
  form,
  readOnly,
  locked = new Set(),
}: {
  form: WidgetFormInstance;
  readOnly: boolean;
  /** Switches the plan does not include (planLockedSwitches). */
  locked?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const blocks = form.getValues().blocks;
  const specialOffers = form.getValues().completionSettings.special_offers;
  const move = (from: number, to: number) => {
    if (to >= 0 && to < blocks.length) form.reorderListItem('blocks', { from, to });
  };
  return (
    <CollapsibleSection title={t('widget.sections.display')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SWITCHES.map((key) => (
            <WidgetSwitch key={key} name={key} form={form} readOnly={readOnly} locked={locked.has(key)} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('widget.fields.groupByCategoriesSize')}
            min={1}
            readOnly={readOnly}
            {...form.getInputProps('groupByCategoriesSize')}
          />
          <NumberInput
            label={t('widget.fields.minimumFractionDigits')}
            description={t('widget.hints.minimumFractionDigits')}
            min={0}
            max={4}
            readOnly={readOnly}
            {...form.getInputProps('minimumFractionDigits')}
          />
          <Select
            label={t('widget.fields.offerLayout')}
            data={OFFER_LAYOUTS.map((value) => ({ value, label: t(`widget.layouts.${value}`) }))}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps('offerLayout')}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('widget.fields.blocks')} description={t('widget.hints.blocks')} error={form.errors.blocks}>
          <Stack gap={4} mt={4}>
            {blocks.map((block, index) => (
              <Group key={block} gap="xs">
                <Text size="sm" w={160}>
                  {index + 1}. {t(`widget.blocks.${block}`)}
                </Text>
                {!readOnly && (
                  <>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('widget.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('widget.moveDown')}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </ActionIcon>
                  </>
                )}
              </Group>
            ))}
            <Group gap="md" mt={4}>
              {OFFER_BLOCKS.map((block) => (
                <Checkbox
                  key={block}
                  size="xs"
                  label={t(`widget.blocks.${block}`)}
                  checked={blocks.includes(block)}
                  disabled={readOnly}
                  onChange={(event) =>
                    form.setFieldValue('blocks', event.currentTarget.checked ? [...blocks, block] : blocks.filter((item) => item !== block))
                  }
                />
              ))}
            </Group>
          </Stack>
        </Input.Wrapper>
        <Input.Wrapper label={t('widget.fields.completionSettings')} description={t('widget.hints.completionSettings')}>
          <SimpleGrid cols={{ base: 2, sm: 6 }} mt={4}>
            {COMPLETION_KEYS.filter((key) => key !== 'special_offers').map((key) => (
              <NumberInput
                key={key}
                label={t(`widget.completions.${key}`)}
                min={0}
                max={20}
                readOnly={readOnly}
                {...form.getInputProps(`completionSettings.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
        <Group align="flex-end">
          <Switch
            label={t('widget.fields.specialOffers')}
            description={t('widget.hints.specialOffers')}
            disabled={readOnly}
            checked={Number(specialOffers) > 0}
            onChange={(event) =>
              form.setFieldValue('completionSettings.special_offers', event.currentTarget.checked ? SPECIAL_OFFERS_ON : 0)
            }
            data-testid="switch-special-offers"
            maw={420}
          />
          {Number(specialOffers) > 0 && (
            <NumberInput
              label={t('widget.completions.special_offers')}
              min={1}
              max={20}
              w={160}
              readOnly={readOnly}
              data-testid="special-offers-count"
              {...form.getInputProps('completionSettings.special_offers')}
            />
          )}
        </Group>
      </Stack>
    </CollapsibleSection>
  );
}
