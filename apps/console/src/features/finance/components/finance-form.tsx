import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FinanceAccount, financeAccountErrors } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';
import { translate } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveFinanceAccount } from '../api/finance';
import { emitFinanceEvent } from '../events';

/** Digits-only fields get a numeric keyboard and their length as a limit. */
const FIELDS: ReadonlyArray<{ name: keyof FinanceAccount; digits?: number; wide?: boolean }> = [
  { name: 'inn', digits: 12 },
  { name: 'kpp' },
  { name: 'bic', digits: 9 },
  { name: 'bankName' },
  { name: 'accountingNumber', digits: 20 },
  { name: 'corracc', digits: 20 },
  { name: 'rcbik', digits: 9 },
  { name: 'ceoName' },
  { name: 'edoProvider' },
];

/** The finance account of a project (spec §3, §5): checked here with the server's own rules. */
export function FinanceForm({ projectId, saved, canEdit }: { projectId: string; saved: FinanceAccount; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveFinanceAccount(projectId);
  const form = useForm<FinanceAccount>({
    initialValues: saved,
    transformValues: (values) =>
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as FinanceAccount,
    validate: (values) => {
      const errors = financeAccountErrors(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as FinanceAccount);
      return Object.fromEntries(Object.entries(errors).map(([field, reference]) => [field, translate(currentLocale(), reference)]));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      save.mutate(values, {
        onSuccess: (account) => {
          form.setValues(account);
          form.resetDirty(account);
          notifySuccess(t('finance.saved'));
          emitFinanceEvent('finance_account_updated');
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(serverErrors(error));
          notifyError(t('finance.updateFailure'));
          emitFinanceEvent('finance_account_failed');
        },
      });
    },
    () => emitFinanceEvent('finance_account_failed'),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="finance-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ name, digits }) => (
          <TextInput
            key={name}
            label={t(`finance.fields.${name}`)}
            inputMode={digits ? 'numeric' : undefined}
            maxLength={digits ?? 200}
            readOnly={!canEdit}
            data-testid={`finance-${name}`}
            {...form.getInputProps(name)}
          />
        ))}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('finance.fields.address')}
        autosize
        minRows={2}
        maxLength={500}
        readOnly={!canEdit}
        data-testid="finance-address"
        {...form.getInputProps('address')}
      />
      {canEdit && (
        <Group mt="md">
          <Button type="submit" loading={save.isPending} data-testid="finance-save">
            {t('finance.save')}
          </Button>
        </Group>
      )}
    </form>
  );
}
