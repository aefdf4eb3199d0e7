import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import type { WidgetFormInstance } from '../use-widget-form';
import { RANKING_CONSTRUCTIONS } from '../widget-form';

function RemoveButton({ onClick, hidden }: { onClick: () => void; hidden: boolean }) {
  const { t } = useTranslation();
  if (hidden) return null;
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('widget.remove')} onClick={onClick} mb={4}>
      ✕
    </ActionIcon>
  );
}

/** Relevance formula by segment, custom sort by field and direction, ranking constructor a–d (spec §3, §5). */
export function RelevanceSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <CollapsibleSection title={t('widget.sections.relevance')} initiallyOpen={false}>
      <Stack>
        <Input.Wrapper label={t('widget.fields.scriptScore')} description={t('widget.hints.scriptScore')}>
          <Stack gap="xs" mt={4}>
            {values.scriptScore.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <Group key={index} align="flex-end" wrap="nowrap">
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
                <RemoveButton hidden={readOnly} onClick={() => form.removeListItem('scriptScore', index)} />
              </Group>
            ))}
            {!readOnly && (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  data-testid="script-score-add"
                  onClick={() => form.insertListItem('scriptScore', { segment: '', formula: '' })}
                >
                  {t('widget.addSegment')}
                </Button>
              </Group>
            )}
          </Stack>
        </Input.Wrapper>
        <Input.Wrapper label={t('widget.fields.ranking')} description={t('widget.hints.ranking')}>
          <Stack gap="xs" mt={4}>
            {values.ranking.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <Group key={index} align="flex-end" wrap="nowrap">
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
                <RemoveButton hidden={readOnly} onClick={() => form.removeListItem('ranking', index)} />
              </Group>
            ))}
            {!readOnly && (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => form.insertListItem('ranking', { construction: 'a', parameter: '', weight: 1 })}
                >
                  {t('widget.addConstruction')}
                </Button>
              </Group>
            )}
          </Stack>
        </Input.Wrapper>
        <Input.Wrapper label={t('widget.fields.customSort')} description={t('widget.hints.customSort')}>
          <Stack gap="xs" mt={4}>
            {values.customSort.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <Group key={index} align="flex-end" wrap="nowrap">
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
                <RemoveButton hidden={readOnly} onClick={() => form.removeListItem('customSort', index)} />
              </Group>
            ))}
            {!readOnly && (
              <Group>
                <Button variant="light" size="xs" onClick={() => form.insertListItem('customSort', { field: '', direction: 'asc' })}>
                  {t('widget.addSort')}
                </Button>
              </Group>
            )}
          </Stack>
        </Input.Wrapper>
      </Stack>
    </CollapsibleSection>
  );
}
