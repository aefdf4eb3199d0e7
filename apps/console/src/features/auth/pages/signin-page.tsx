import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { importWithReload } from '../../../lib/chunk-reload';
import { ApiError } from '../../../lib/http';
import { loadMessages } from '../../../lib/messages';
import { signIn } from '../../../lib/session';
import { PageHeading } from '../../../ui/page-heading';
import { useLogin } from '../api/login';
import { useRememberedEmail } from '../use-remembered-email';

/**
 * Validation (zod, the contracts' schemas and the locale's messages: about a third of what the page
 * would download) loads when the form is first focused, and at the latest on submit.
 */
const loadRules = () => Promise.all([import('../login-errors'), loadMessages()]).then(([rules]) => rules);

export function SigninPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
  });
  useRememberedEmail(form);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = (await importWithReload(loadRules)).loginErrors(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setFailure(null);
    try {
      const result = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      signIn(result, from && from !== '/signin' ? from : '/projects');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.statusCode === 422 && Object.keys(error.errors).length) form.setErrors(error.errors);
      else setFailure(error.message);
    }
  };

  return (
    <Stack>
      <PageHeading>{t('auth.signin.heading')}</PageHeading>
      <form onSubmit={(event) => void submit(event)} onFocus={() => void loadRules().catch(() => {})} noValidate>
        <Stack>
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            data-testid="signin-email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            data-testid="signin-password"
            {...form.getInputProps('password')}
          />
          {failure && (
            <Alert color="red" role="alert" data-testid="signin-error">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={login.isPending} data-testid="signin-submit">
            {t('auth.signin.submit')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('auth.signin.noAccount')}{' '}
          <Anchor component={Link} to="/signup">
            {t('auth.signin.signupLink')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/password-get" size="sm">
          {t('auth.signin.forgot')}
        </Anchor>
      </Group>
      <Anchor component={Link} to="/demo" size="sm" c="dimmed">
        {t('auth.signin.demoHint')}
      </Anchor>
    </Stack>
  );
}
