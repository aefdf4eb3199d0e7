import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordBody } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passwordRepeatErrors, zodErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { signIn } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { PageHeading } from '../../../ui/page-heading';
import { NewPasswordFields } from '../../../ui/password-fields';
import { useResetPassword } from '../api/reset-password';

export function PasswordSetPage() {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', passwordRepeat: '' },
    validate: (values) => ({
      ...zodErrors(newPasswordBody, { password: values.password }, locale),
      ...passwordRepeatErrors(values.password, values.passwordRepeat, translateRef),
    }),
  });

  if (!token) {
    return (
      <Stack>
        <PageHeading>{t('auth.passwordSet.heading')}</PageHeading>
        <Alert color="yellow">{t('auth.passwordSet.missingToken')}</Alert>
        <Anchor component={Link} to="/password-get">
          {t('auth.passwordSet.requestNew')}
        </Anchor>
      </Stack>
    );
  }

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      signIn(await reset.mutateAsync({ token, password }), '/projects');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fieldError('password')) form.setFieldError('password', error.fieldError('password'));
      else setFailure(error.message);
    }
  });

  return (
    <Stack>
      <PageHeading>{t('auth.passwordSet.heading')}</PageHeading>
      <Text size="sm">{t('auth.passwordSet.text')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <NewPasswordFields
            form={form}
            passwordLabel={t('auth.password')}
            repeatLabel={t('auth.passwordRepeat')}
            testId="password-set-password"
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}{' '}
              <Anchor component={Link} to="/password-get" size="sm">
                {t('auth.passwordSet.requestNew')}
              </Anchor>
            </Alert>
          )}
          <Button type="submit" loading={reset.isPending} data-testid="password-set-submit">
            {t('auth.passwordSet.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
