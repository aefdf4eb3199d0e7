import { ColorInput, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LOCALES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { searchOriginOf } from '../../../../lib/search-origin';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import type { WidgetScript } from '../../api/get-widget-script';
import type { WidgetFormInstance } from '../use-widget-form';
import { COLOR_KEYS } from '../widget-form';

/** Selector, locale, addresses, limits, fonts and theme colours (spec §3). */
export function GeneralSection({ form, script, readOnly }: { form: WidgetFormInstance; script?: WidgetScript; readOnly: boolean }) {
  const { t } = useTranslation();
  const initScript = script ? `${searchOriginOf(script.loaderUrl)}/scripts/v3/init.js` : '';
  return (
    <CollapsibleSection title={t('widget.sections.general')}>
      <Stack>
        <TextInput
          label={t('widget.fields.selector')}
          description={t('widget.hints.selector')}
          placeholder="#search, .search-input"
          readOnly={readOnly}
          data-testid="widget-selector"
          {...form.getInputProps('selector')}
        />
        <Select
          label={t('widget.fields.locale')}
          data={LOCALES.map((value) => ({ value, label: t(`widget.locales.${value}`) }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('locale')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('widget.fields.apiUrl')} value={script ? searchOriginOf(script.loaderUrl) : ''} readOnly />
          <TextInput label={t('widget.fields.scriptUrl')} value={initScript} readOnly />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={t('widget.fields.limit')} min={1} max={100} readOnly={readOnly} {...form.getInputProps('limit')} />
          <NumberInput label={t('widget.fields.columns')} min={1} max={8} readOnly={readOnly} {...form.getInputProps('columns')} />
          <NumberInput label={t('widget.fields.gap')} min={0} max={200} readOnly={readOnly} {...form.getInputProps('gap')} />
          <NumberInput
            label={t('widget.fields.limitNameChars')}
            description={t('widget.hints.limitNameChars')}
            min={0}
            readOnly={readOnly}
            {...form.getInputProps('limitNameChars')}
          />
          <NumberInput
            label={t('widget.fields.noResultsPopularCount')}
            min={0}
            max={100}
            readOnly={readOnly}
            {...form.getInputProps('noResultsPopularCount')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('widget.fields.fontPrimary')}
            placeholder="inherit"
            readOnly={readOnly}
            {...form.getInputProps('fonts.primary')}
          />
          <TextInput
            label={t('widget.fields.fontSecondary')}
            placeholder="inherit"
            readOnly={readOnly}
            {...form.getInputProps('fonts.secondary')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {COLOR_KEYS.map((key) => (
            <ColorInput
              key={key}
              label={t(`widget.colors.${key}`)}
              format="hex"
              readOnly={readOnly}
              eyeDropperButtonProps={{ 'aria-label': t('ui.eyeDropper') }}
              data-testid={`color-${key}`}
              {...form.getInputProps(`colors.${key}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </CollapsibleSection>
  );
}
