import { Anchor, Slider, Stack, Switch, Text } from '@mantine/core';
import { LEARNING_STRENGTH_MAX } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { WidgetFormInstance } from '../use-widget-form';

/** Learned ranking: the switch, its strength (only meaningful while on) and a way to the learned queries. */
export function LearningFields({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const enabled = form.getValues().learningEnabled;
  return (
    <Stack gap="xs" data-testid="learning-fields">
      <Switch
        label={t('widget.fields.learningEnabled')}
        description={t('widget.hints.learningEnabled')}
        disabled={readOnly}
        data-testid="switch-learningEnabled"
        {...form.getInputProps('learningEnabled', { type: 'checkbox' })}
      />
      <Stack gap={4} maw={420} pl={54}>
        <Text size="sm" fw={500} c={enabled ? undefined : 'dimmed'}>
          {t('widget.fields.learningStrength')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('widget.hints.learningStrength')}
        </Text>
        <Slider
          min={0}
          max={LEARNING_STRENGTH_MAX}
          step={1}
          marks={[{ value: 0 }, { value: LEARNING_STRENGTH_MAX / 2 }, { value: LEARNING_STRENGTH_MAX }]}
          disabled={readOnly || !enabled}
          thumbLabel={t('widget.fields.learningStrength')}
          data-testid="learning-strength"
          {...form.getInputProps('learningStrength')}
        />
        {id && (
          <Anchor component={Link} to={`/project/${encodeURIComponent(id)}/learning`} size="xs" mt="xs" data-testid="learning-page-link">
            {t('widget.learningLink')}
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}
