import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_PRODUCTS, ADMIN_SEGMENTS, type AdminForm, adminFormSchema, UPDATE_FREQUENCIES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useSaveAdminForm } from '../api/administrator';

const FLAGS = [
  'demo',
  'internal_project',
  'api_integration',
  'chatgpt_integration',
  'mobile_app',
  'paying_project',
  'client_left',
] as const;
const COUNTS = ['products_count', 'regions_count', 'monthly_visits'] as const;

/** The administrator form of a project (spec §3): internal facts, at least one product. */
export function AdminFormView({
  projectId,
  saved,
  projects,
}: {
  projectId: string;
  saved: AdminForm;
  projects: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation();
  const save = useSaveAdminForm(projectId);
  const form = useForm<AdminForm>({
    initialValues: saved,
    validate: (values) => zodErrors(adminFormSchema, values, currentLocale()),
  });
  const others = projects.filter((p) => p.value !== projectId);
  const number = (value: string | number) => (value === '' ? null : Number(value));

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.setValues(answer);
        form.resetDirty(answer);
        notifySuccess(t('administrator.saved'));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        form.setErrors(serverErrors(error));
        notifyWarning(error.firstError() ?? error.message);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="admin-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('administrator.fields.account_manager')} maxLength={100} {...form.getInputProps('account_manager')} />
          <Select
            label={t('administrator.fields.segment')}
            clearable
            data={ADMIN_SEGMENTS.map((value) => ({ value, label: t(`administrator.segments.${value}`) }))}
            {...form.getInputProps('segment')}
            value={form.values.segment || null}
            onChange={(value) => form.setFieldValue('segment', (value ?? '') as AdminForm['segment'])}
          />
          <Select
            label={t('administrator.fields.feed_update_frequency')}
            allowDeselect={false}
            data={UPDATE_FREQUENCIES.map((value) => ({ value, label: t(`administrator.frequencies.${value}`) }))}
            {...form.getInputProps('feed_update_frequency')}
          />
          <TextInput
            type="date"
            label={t('administrator.fields.measurement_date')}
            {...form.getInputProps('measurement_date')}
            value={form.values.measurement_date ?? ''}
            onChange={(event) => form.setFieldValue('measurement_date', event.currentTarget.value || null)}
          />
          {COUNTS.map((field) => (
            <NumberInput
              key={field}
              label={t(`administrator.fields.${field}`)}
              min={0}
              allowDecimal={false}
              thousandSeparator=" "
              {...form.getInputProps(field)}
              value={form.values[field] ?? ''}
              onChange={(value) => form.setFieldValue(field, number(value))}
            />
          ))}
        </SimpleGrid>
        <Checkbox.Group
          label={t('administrator.fields.products')}
          withAsterisk
          {...form.getInputProps('products')}
          data-testid="admin-products"
        >
          <Group mt="xs">
            {ADMIN_PRODUCTS.map((product) => (
              <Checkbox
                key={product}
                value={product}
                label={t(`administrator.products.${product}`)}
                data-testid={`admin-product-${product}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FLAGS.map((flag) => (
            <Checkbox key={flag} label={t(`administrator.fields.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
        {form.values.mobile_app && (
          <TextInput
            label={t('administrator.fields.mobile_app_link')}
            placeholder="https://apps.example/shop"
            {...form.getInputProps('mobile_app_link')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('administrator.fields.personal_discount')}
            min={0}
            max={100}
            suffix=" %"
            {...form.getInputProps('personal_discount')}
            value={form.values.personal_discount ?? ''}
            onChange={(value) => form.setFieldValue('personal_discount', number(value))}
          />
          <TextInput
            label={t('administrator.fields.personal_discount_context')}
            maxLength={1000}
            {...form.getInputProps('personal_discount_context')}
          />
          <Select
            label={t('administrator.fields.referred_by_project_uuid')}
            searchable
            clearable
            data={others}
            {...form.getInputProps('referred_by_project_uuid')}
          />
          <MultiSelect
            label={t('administrator.fields.other_client_uuids')}
            searchable
            data={others}
            {...form.getInputProps('other_client_uuids')}
          />
        </SimpleGrid>
        <Textarea
          label={t('administrator.fields.accounting_comment')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('accounting_comment')}
        />
        <Textarea
          label={t('administrator.fields.downtime_comment')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('downtime_comment')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="admin-save">
            {t('administrator.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
