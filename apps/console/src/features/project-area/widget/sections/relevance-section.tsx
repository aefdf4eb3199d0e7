import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import type { WidgetFormInstance } from '../use-widget-form';
import { RANKING_CONSTRUCTIONS } from '../widget-form';
import { RowList } from './row-list';
import { SearchTestBox } from './search-test-box';

/** Relevance formula by segment, custom sort by field and direction, ranking constructor a–d (spec §3, §5). */
export function RelevanceSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <CollapsibleSection title={t('widget.sections.relevance')} initiallyOpen={false}>
      <Stack>
        <RowList
          form={form}
          readOnly={readOnly}
          list="scriptScore"
          rows={values.scriptScore}
          label={t('widget.fields.scriptScore')}
          description={t('widget.hints.scriptScore')}
          addLabel={t('widget.addSegment')}
          addTestId="script-score-add"
          newRow={{ segment: '', formula: '' }}
          renderFields={(index) => (
            <>
              <TextInput
                label={t('widget.fields.segment')}
                w={180}
                readOnly={readOnly}
                data-testid={`script-score-segment-${index}`}
                {...form.getInputProps(`scriptScore.${index}.segment`)}
              />
              <TextInput
                label={t('widget.fields.formula')}
                placeholder="_score * (doc['price'] > 0 ? 1 : 0.0001)"
                style={{ flex: 1 }}
                readOnly={readOnly}
                {...form.getInputProps(`scriptScore.${index}.formula`)}
              />
            </>
          )}
        />
        <RowList
          form={form}
          readOnly={readOnly}
          list="ranking"
          rows={values.ranking}
          label={t('widget.fields.ranking')}
          description={t('widget.hints.ranking')}
          addLabel={t('widget.addConstruction')}
          newRow={{ construction: 'a', parameter: '', weight: 1 }}
          renderFields={(index) => (
            <>
              <Select
                label={t('widget.fields.construction')}
                data={RANKING_CONSTRUCTIONS.map((value) => ({ value, label: t(`widget.constructions.${value}`) }))}
                allowDeselect={false}
                w={260}
                readOnly={readOnly}
                {...form.getInputProps(`ranking.${index}.construction`)}
              />
              <TextInput
                label={t('widget.fields.parameter')}
                style={{ flex: 1 }}
                readOnly={readOnly}
                data-testid={`ranking-parameter-${index}`}
                {...form.getInputProps(`ranking.${index}.parameter`)}
              />
              <NumberInput
                label={t('widget.fields.weight')}
                w={110}
                decimalScale={4}
                readOnly={readOnly}
                {...form.getInputProps(`ranking.${index}.weight`)}
              />
            </>
          )}
        />
        <RowList
          form={form}
          readOnly={readOnly}
          list="customSort"
          rows={values.customSort}
          label={t('widget.fields.customSort')}
          description={t('widget.hints.customSort')}
          addLabel={t('widget.addSort')}
          newRow={{ field: '', direction: 'asc' }}
          renderFields={(index) => (
            <>
              <TextInput
                label={t('widget.fields.sortField')}
                placeholder="price"
                style={{ flex: 1 }}
                readOnly={readOnly}
                {...form.getInputProps(`customSort.${index}.field`)}
              />
              <Select
                label={t('widget.fields.direction')}
                data={[
                  { value: 'asc', label: t('widget.directions.asc') },
                  { value: 'desc', label: t('widget.directions.desc') },
                ]}
                allowDeselect={false}
                w={180}
                readOnly={readOnly}
                {...form.getInputProps(`customSort.${index}.direction`)}
              />
            </>
          )}
        />
        <SearchTestBox form={form} place="relevance" />
      </Stack>
    </CollapsibleSection>
  );
}
