import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordBody } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { zodErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { signIn } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { PageHeading } from '../../../ui/page-heading';
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
    validate: (values) => {
      const errors = zodErrors(newPasswordBody, { password: values.password }, locale);
      if (!values.passwordRepeat) errors.passwordRepeat = translateRef('validation.required');
      else if (values.passwordRepeat !== values.password) errors.passwordRepeat = translateRef('validation.passwordRepeatError');
      return errors;
    },
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
          <PasswordInput
            label={t('auth.password')}
            autoComplete="new-password"
            data-testid="password-set-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.passwordRepeat')}
            autoComplete="new-password"
            data-testid="password-set-password-repeat"
            {...form.getInputProps('passwordRepeat')}
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
