import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailLocaleBody } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { PageHeading } from '../../../ui/page-heading';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useRememberedEmail } from '../use-remembered-email';

export function PasswordGetPage() {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const reset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => zodErrors(emailLocaleBody, values, locale),
  });
  useRememberedEmail(form);

  const submit = form.onSubmit(async ({ email }) => {
    const normalized = email.trim().toLowerCase();
    try {
      await reset.mutateAsync({ email: normalized, locale });
      setSentTo(normalized);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Spec §8: on reset, an unknown email is shown as 'email not found' under the field.
      if (error.statusCode === 404 || error.statusCode === 422) {
        form.setFieldError('email', error.fieldError('email') ?? translateRef('validation.emailNotFound'));
      } else {
        showApiError(error);
      }
    }
  });

  if (sentTo) {
    return (
      <Stack>
        <PageHeading>{t('auth.passwordGet.sentHeading')}</PageHeading>
        <Text data-testid="password-get-sent">{t('auth.passwordGet.sentText', { email: sentTo })}</Text>
        <Anchor component={Link} to="/signin">
          {t('auth.passwordGet.backToSignin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack>
      <PageHeading>{t('auth.passwordGet.heading')}</PageHeading>
      <Text size="sm">{t('auth.passwordGet.text')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            data-testid="password-get-email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={reset.isPending} data-testid="password-get-submit">
            {t('auth.passwordGet.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/signin" size="sm">
        {t('auth.passwordGet.backToSignin')}
      </Anchor>
    </Stack>
  );
}
