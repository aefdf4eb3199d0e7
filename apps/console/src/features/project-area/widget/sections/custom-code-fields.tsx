import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../code-field';
import type { WidgetFormInstance } from '../use-widget-form';

const SNIPPET_TOKENS = ['name', 'price', 'oldPrice', 'url', 'picture', 'vendor', 'id', 'offerCode', 'category']
  .map((token) => `{{${token}}}`)
  .join(', ');

/** The custom offer snippet (HTML with {{name}}, {{price}}…); once switched on it must be entered (spec §5). */
export function CustomCodeFields({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const enabled = form.getValues().customCodeEnabled;
  return (
    <Stack gap="xs">
      <Switch
        label={t('widget.fields.customCodeEnabled')}
        disabled={readOnly}
        data-testid="custom-code-enabled"
        {...form.getInputProps('customCodeEnabled', { type: 'checkbox' })}
      />
      {enabled && (
        <CodeField
          label={t('widget.fields.customSnippet')}
          description={t('widget.hints.customSnippet', { tokens: SNIPPET_TOKENS })}
          language="html"
          readOnly={readOnly}
          minRows={6}
          testId="custom-snippet"
          {...form.getInputProps('customSnippet')}
        />
      )}
    </Stack>
  );
}
