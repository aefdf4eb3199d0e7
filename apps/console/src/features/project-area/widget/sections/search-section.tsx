import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { CATEGORY_RANGE_TYPES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogFieldSelect } from '../../../../ui/catalog/catalog-field-select';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import { useProjectContext } from '../../project-context';
import { CodeField } from '../code-field';
import type { WidgetFormInstance } from '../use-widget-form';
import { BEHAVIOUR_WINDOWS } from '../widget-form';
import { LearningFields } from './learning-fields';
import { SearchStepsEditor } from './search-steps-editor';
import { SearchTestBox } from './search-test-box';

/** Search engine settings: typos, fields, popularity, facets, steps, category order (spec §3, §9). */
export function SearchSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const { project } = useProjectContext();
  const values = form.getValues();
  return (
    <CollapsibleSection title={t('widget.sections.search')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('widget.fields.minScore')}
            description={t('widget.hints.minScore')}
            min={0}
            decimalScale={4}
            readOnly={readOnly}
            {...form.getInputProps('minScore')}
          />
          <NumberInput label={t('widget.fields.facetsMaxCount')} min={0} readOnly={readOnly} {...form.getInputProps('facetsMaxCount')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('widget.fields.fuzziness')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('widget.hints.fuzziness')}
          </Text>
          <SegmentedControl
            w="fit-content"
            readOnly={readOnly}
            data={[
              { value: 'auto', label: 'AUTO' },
              { value: 'fixed', label: t('widget.fuzzinessFixed') },
            ]}
            {...form.getInputProps('fuzziness.mode')}
          />
          {values.fuzziness.mode === 'auto' ? (
            <SimpleGrid cols={2} maw={360}>
              <NumberInput
                label={t('widget.fields.fuzzinessLow')}
                min={0}
                max={20}
                readOnly={readOnly}
                data-testid="fuzziness-low"
                {...form.getInputProps('fuzziness.low')}
              />
              <NumberInput
                label={t('widget.fields.fuzzinessHigh')}
                min={0}
                max={20}
                readOnly={readOnly}
                data-testid="fuzziness-high"
                {...form.getInputProps('fuzziness.high')}
              />
            </SimpleGrid>
          ) : (
            <NumberInput
              label={t('widget.fields.fuzzinessFixed')}
              min={0}
              max={2}
              maw={180}
              readOnly={readOnly}
              {...form.getInputProps('fuzziness.fixed')}
            />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CatalogFieldSelect
            projectId={project.uuid}
            label={t('widget.fields.skuField')}
            // The YML element most feeds keep the article in, beside the params.
            fields={['vendorCode']}
            optional
            readOnly={readOnly}
            testId="sku-field"
            value={values.skuField}
            onChange={(field) => form.setFieldValue('skuField', field)}
            error={form.errors.skuField}
          />
          <CatalogFieldSelect
            projectId={project.uuid}
            label={t('widget.fields.ratingField')}
            fields={[]}
            optional
            // A feed load reads this param as the offers' rating and drops it from the params, so once in use it is listed no more.
            missingLabel={(name) => t('ui.catalogFields.readAsRating', { name })}
            readOnly={readOnly}
            testId="rating-field"
            value={values.ratingField}
            onChange={(field) => form.setFieldValue('ratingField', field)}
            error={form.errors.ratingField}
          />
          <CatalogFieldSelect
            projectId={project.uuid}
            label={t('widget.fields.reviewCountField')}
            fields={[]}
            optional
            // Read into the offers' review count like the rating: once in use the param is listed no more.
            missingLabel={(name) => t('ui.catalogFields.readAsReviewCount', { name })}
            readOnly={readOnly}
            testId="review-count-field"
            value={values.reviewCountField}
            onChange={(field) => form.setFieldValue('reviewCountField', field)}
            error={form.errors.reviewCountField}
          />
          <TextInput
            label={t('widget.fields.weightField')}
            placeholder="weight"
            readOnly={readOnly}
            {...form.getInputProps('weightField')}
          />
        </SimpleGrid>
        <TagsInput
          label={t('widget.fields.globalParams')}
          description={t('widget.hints.globalParams')}
          readOnly={readOnly}
          {...form.getInputProps('globalParams')}
        />
        <TagsInput
          label={t('widget.fields.ignoredTokens')}
          description={t('widget.hints.ignoredTokens')}
          readOnly={readOnly}
          {...form.getInputProps('ignoredTokens')}
        />
        <CodeField
          label={t('widget.fields.popularitySettings')}
          description={t('widget.hints.popularitySettings')}
          language="json"
          readOnly={readOnly}
          testId="popularity-settings"
          {...form.getInputProps('popularitySettings')}
        />
        <SearchStepsEditor form={form} readOnly={readOnly} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('widget.fields.categoryRangeType')}
            data={CATEGORY_RANGE_TYPES.map((value) => ({ value, label: t(`widget.categoryRange.${value}`) }))}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps('categoryRangeType')}
          />
          <Select
            label={t('widget.fields.rankingBehavioralFactorsTime')}
            data={BEHAVIOUR_WINDOWS.map((value) => ({ value, label: t(`widget.windows.${value}`) }))}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps('rankingBehavioralFactorsTime')}
          />
        </SimpleGrid>
        <LearningFields form={form} readOnly={readOnly} />
        <SearchTestBox form={form} place="search" />
      </Stack>
    </CollapsibleSection>
  );
}
