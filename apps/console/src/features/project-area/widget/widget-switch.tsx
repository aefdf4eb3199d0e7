import { Anchor, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetFormInstance } from './use-widget-form';
import type { WidgetForm } from './widget-form';

type SwitchKey = { [K in keyof WidgetForm]: WidgetForm[K] extends boolean ? K : never }[keyof WidgetForm];

/** One on/off option of the widget; a switch the plan does not include is off, disabled and says why. */
export function WidgetSwitch({
  name,
  form,
  readOnly,
  locked,
}: {
  name: SwitchKey;
  form: WidgetFormInstance;
  readOnly: boolean;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`widget.fields.${name}`);
  if (locked) {
    return (
      <Switch
        label={label}
        checked={false}
        disabled
        readOnly
        data-testid={`switch-${name}`}
        description={
          <Anchor component={Link} to="/plans" size="xs" data-testid={`switch-${name}-locked`}>
            {t('widget.hints.planLocked')}
          </Anchor>
        }
      />
    );
  }
  return <Switch label={label} disabled={readOnly} data-testid={`switch-${name}`} {...form.getInputProps(name, { type: 'checkbox' })} />;
}
