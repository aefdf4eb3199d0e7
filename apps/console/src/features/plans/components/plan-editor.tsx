import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PLAN_SWITCHES, type PlanDetailsBody, type PlanFeatures, planDetailsBody } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { Modal } from '../../../ui/modal';
import { type CataloguePlan, useSavePlan } from '../api/plan-details';

type Values = Required<PlanDetailsBody>;

const NEW_FEATURES: PlanFeatures = {
  offersLimit: 10000,
  queriesPerMonth: 100000,
  taps: false,
  colorDetection: false,
  statistics: true,
  tradeWidgets: false,
  creativeBooster: false,
};

const limitOf = (value: string | number): number | null => (value === '' ? null : Number(value));

/** The administrator's form for one plan: a new one (id chosen once) or an existing one. */
export function PlanEditor({ plan, onClose }: { plan: CataloguePlan | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const save = useSavePlan(t('plans.admin.saved'));
  const initialValues: Values =
    plan === 'new'
      ? { id: '', name: '', price: 0, periodDays: 30, position: 10, archived: false, features: NEW_FEATURES }
      : {
          id: plan.id,
          name: plan.name,
          price: plan.price,
          periodDays: plan.periodDays,
          position: plan.position,
          archived: plan.archived,
          features: plan.features,
        };
  const form = useForm<Values>({ initialValues, validate: (values) => zodErrors(planDetailsBody, values, locale) });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && error.statusCode === 422) form.setErrors(serverErrors(error));
        else if (error instanceof ApiError) showApiError(error);
      },
    }),
  );
  const limitInput = (key: 'offersLimit' | 'queriesPerMonth') => {
    const field = form.getInputProps(`features.${key}`);
    return (
      <NumberInput
        {...field}
        value={field.value ?? ''}
        onChange={(value) => form.setFieldValue(`features.${key}`, limitOf(value))}
        label={t(`plans.admin.${key}`)}
        placeholder={t('plans.unlimited')}
        description={t('plans.admin.unlimitedHint')}
        min={1}
        allowDecimal={false}
        data-testid={`plan-edit-${key}`}
      />
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan === 'new' ? t('plans.admin.newTitle') : t('plans.admin.editTitle', { name: plan.name })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={2}>
            <TextInput {...form.getInputProps('id')} label={t('plans.admin.id')} disabled={plan !== 'new'} data-testid="plan-edit-id" />
            <TextInput {...form.getInputProps('name')} label={t('plans.admin.name')} data-testid="plan-edit-name" />
            <NumberInput
              {...form.getInputProps('price')}
              label={t('plans.admin.price')}
              min={0}
              allowDecimal={false}
              data-testid="plan-edit-price"
            />
            <NumberInput {...form.getInputProps('periodDays')} label={t('plans.admin.periodDays')} min={1} allowDecimal={false} />
            {limitInput('offersLimit')}
            {limitInput('queriesPerMonth')}
            <NumberInput {...form.getInputProps('position')} label={t('plans.admin.position')} min={0} allowDecimal={false} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            {PLAN_SWITCHES.map((feature) => (
              <Switch
                key={feature}
                {...form.getInputProps(`features.${feature}`, { type: 'checkbox' })}
                label={t(`plans.feature.${feature}`)}
              />
            ))}
            <Switch {...form.getInputProps('archived', { type: 'checkbox' })} label={t('plans.admin.archived')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('plans.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="plan-edit-save">
              {t('plans.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
