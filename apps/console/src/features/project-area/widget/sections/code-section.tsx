import { ActionIcon, Button, Checkbox, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../../ui/collapsible-section';
import { CodeField } from '../code-field';
import type { WidgetFormInstance } from '../use-widget-form';
import { HOOK_NAMES } from '../widget-form';
import { CustomCodeFields } from './custom-code-fields';

/** Custom snippet, svg arrow, custom texts, custom styles and event hooks (spec §3). */
export function CodeSection({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const texts = form.getValues().customTexts;
  return (
    <CollapsibleSection title={t('widget.sections.code')} initiallyOpen={false}>
      <Stack>
        <CustomCodeFields form={form} readOnly={readOnly} />
        <CodeField
          label={t('widget.fields.svgArrow')}
          description={t('widget.hints.svgArrow')}
          language="html"
          readOnly={readOnly}
          minRows={3}
          {...form.getInputProps('svgArrow')}
        />
        <Input.Wrapper label={t('widget.fields.customTexts')} description={t('widget.hints.customTexts')}>
          <Stack gap="xs" mt={4}>
            {texts.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
              <Group key={index} align="flex-end" wrap="wrap">
                <TextInput
                  label={t('widget.fields.textName')}
                  w={180}
                  readOnly={readOnly}
                  {...form.getInputProps(`customTexts.${index}.name`)}
                />
                <TextInput
                  label={t('widget.fields.textDefault')}
                  style={{ flex: 1, minWidth: 160 }}
                  readOnly={readOnly}
                  {...form.getInputProps(`customTexts.${index}.default`)}
                />
                <TextInput
                  label={t('widget.fields.textCustom')}
                  style={{ flex: 1, minWidth: 160 }}
                  readOnly={readOnly}
                  {...form.getInputProps(`customTexts.${index}.custom`)}
                />
                <Checkbox
                  label={t('widget.fields.textHidden')}
                  mb={8}
                  disabled={readOnly}
                  {...form.getInputProps(`customTexts.${index}.hidden`, { type: 'checkbox' })}
                />
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('widget.remove')}
                    onClick={() => form.removeListItem('customTexts', index)}
                  >
                    ✕
                  </ActionIcon>
                )}
              </Group>
            ))}
            {!readOnly && (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => form.insertListItem('customTexts', { name: '', default: '', custom: '', hidden: false })}
                >
                  {t('widget.addText')}
                </Button>
              </Group>
            )}
          </Stack>
        </Input.Wrapper>
        <CodeField
          label={t('widget.fields.customStyles')}
          description={t('widget.hints.customStyles')}
          language="css"
          readOnly={readOnly}
          minRows={6}
          testId="custom-styles"
          {...form.getInputProps('customStyles')}
        />
        <Input.Wrapper label={t('widget.fields.eventHooks')} description={t('widget.hints.eventHooks')}>
          <Stack gap="sm" mt={4}>
            {HOOK_NAMES.map((name) => (
              <CodeField
                key={name}
                label={t(`widget.hooks.${name}`)}
                language="javascript"
                readOnly={readOnly}
                minRows={2}
                testId={`hook-${name}`}
                {...form.getInputProps(`eventHooks.${name}`)}
              />
            ))}
          </Stack>
        </Input.Wrapper>
      </Stack>
    </CollapsibleSection>
  );
}
