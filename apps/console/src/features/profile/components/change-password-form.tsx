import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { passwordRepeatErrors, serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { NewPasswordFields } from '../../../ui/password-fields';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', passwordRepeat: '' },
    validate: ({ passwordRepeat, ...body }) => ({
      ...zodErrors(changePasswordBody, body, locale),
      ...passwordRepeatErrors(body.password, passwordRepeat, translateRef),
    }),
  });

  const submit = form.onSubmit(async ({ passwordRepeat: _repeat, ...body }) => {
    try {
      await change.mutateAsync(body);
      form.reset();
      notifySuccess(t('profile.password.changed'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, (field) => (field === 'password' || field === 'currentPassword' ? field : null));
      // A wrong current password may come back as a plain 4xx message: show it under that field.
      if (!Object.keys(fieldErrors).length && error.statusCode < 500 && error.statusCode !== 401)
        fieldErrors.currentPassword = error.message;
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          data-testid="password-current"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          passwordLabel={t('profile.password.new')}
          repeatLabel={t('profile.password.repeat')}
          testId="password-new"
        />
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="password-change-submit">
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
