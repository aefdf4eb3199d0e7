import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogFieldSelect, type OfferField } from '../../../../ui/catalog/catalog-field-select';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import { useProjectContext } from '../../project-context';
import type { WidgetFormInstance } from '../use-widget-form';
import { RANKING_CONSTRUCTIONS } from '../widget-form';
import { RowList } from './row-list';
import { SearchTestBox } from './search-test-box';

/**
 * What a construction's parameter may name besides the catalog's params: the engine's formula variables
 * (engine formula/vars.ts; the console does not import the engine). 'name' is no variable, so unlike
 * custom sort it is not offered.
 */
const RANKING_FIELDS: readonly OfferField[] = [
  'price',
  'oldPrice',
  'discount',
  'rating',
  'reviewCount',
  'popularity',
  'available',
  'position',
  'score',
  'vendor',
  'categoryId',
];
/** Text variables: only construction c (boost when set) reads them; the engine refuses them elsewhere. */
const TEXT_FIELDS: readonly OfferField[] = ['vendor', 'categoryId'];

interface RankingParameterProps {
  form: WidgetFormInstance;
  index: number;
  projectId: string;
  construction: string;
  value: string;
  readOnly: boolean;
}

/** A construction's parameter chosen by name; a text field under a construction other than c is named as the error it is. */
function RankingParameter({ form, index, projectId, construction, value, readOnly }: RankingParameterProps) {
  const { t } = useTranslation();
  const textOnly = construction !== 'c' && (TEXT_FIELDS as readonly string[]).includes(value);
  return (
    <CatalogFieldSelect
      projectId={projectId}
      label={t('widget.fields.parameter')}
      fields={RANKING_FIELDS}
      disabledFields={construction === 'c' ? [] : TEXT_FIELDS}
      disabledLabel={(name) => t('ui.catalogFields.onlyConstructionC', { name })}
      readOnly={readOnly}
      testId={`ranking-parameter-${index}`}
      value={value}
      onChange={(field) => form.setFieldValue(`ranking.${index}.parameter`, field)}
      error={
        form.errors[`ranking.${index}.parameter`] ??
        (textOnly ? t('ui.catalogFields.textNeedsConstructionC', { name: t(`ui.catalogFields.builtIn.${value}`) }) : undefined)
      }
    />
  );
}

/** Relevance formula by segment, custom sort by field and direction, ranking constructor a–d (spec §3, §5). */
export function RelevanceSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const { project } = useProjectContext();
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
              <RankingParameter
                form={form}
                index={index}
                projectId={project.uuid}
                construction={values.ranking[index]?.construction ?? 'a'}
                value={values.ranking[index]?.parameter ?? ''}
                readOnly={readOnly}
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
              <CatalogFieldSelect
                projectId={project.uuid}
                label={t('widget.fields.sortField')}
                readOnly={readOnly}
                testId={`custom-sort-field-${index}`}
                value={values.customSort[index]?.field ?? ''}
                onChange={(field) => form.setFieldValue(`customSort.${index}.field`, field)}
                error={form.errors[`customSort.${index}.field`]}
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
