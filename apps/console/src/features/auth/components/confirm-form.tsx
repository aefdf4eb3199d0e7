import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmBody } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { signIn } from '../../../lib/session';
import { clearPendingSignup, readPendingSignup, writePendingSignup } from '../../../lib/signup-pending';
import { useLocale } from '../../../lib/use-locale';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useResendToken } from '../api/resend-token';

export const RESEND_COOLDOWN_S = 60;

function secondsLeft(sentAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_S * 1000 - now) / 1000));
}

/**
 * The code form of /signup?step=confirm. With ?email&token (the link in the mail) it fills
 * itself and submits once.
 */
export function ConfirmForm({ email, token, onChangeEmail }: { email: string; token: string | null; onChangeEmail: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const confirm = useConfirmRegistration();
  const resend = useResendToken();
  const [failure, setFailure] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(() => secondsLeft(readPendingSignup()?.sentAt ?? 0));
  const autoSubmitted = useRef(false);
  const form = useForm({
    initialValues: { token: token ?? '' },
    validate: (values) => zodErrors(confirmBody, { token: values.token, email, locale }, locale),
  });

  const confirmCode = async (code: string) => {
    setFailure(null);
    try {
      const result = await confirm.mutateAsync({ token: code.trim(), email, locale });
      clearPendingSignup();
      signIn(result, '/projects');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, (field) => (field === 'token' || field === 'code' ? 'token' : null));
      if (fieldErrors.token) form.setErrors(fieldErrors);
      else setFailure(error.firstError() ?? error.message);
    }
  };

  // The mail link carries the code: submit it once without waiting for a click.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link, by design.
  useEffect(() => {
    if (token && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void confirmCode(token);
    }
  }, [token]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resendCode = async () => {
    await resend.mutateAsync({ email, locale });
    writePendingSignup({ email, sentAt: Date.now() });
    setCooldown(RESEND_COOLDOWN_S);
    notifySuccess(t('auth.confirm.resent'));
  };

  return (
    <form onSubmit={form.onSubmit((values) => confirmCode(values.token))} noValidate>
      <Stack>
        <Text size="sm">{t('auth.confirm.text', { email })}</Text>
        <TextInput
          label={t('auth.confirm.code')}
          autoComplete="one-time-code"
          data-testid="confirm-code"
          {...form.getInputProps('token')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={confirm.isPending} data-testid="confirm-submit">
          {t('auth.confirm.submit')}
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={cooldown > 0}
            loading={resend.isPending}
            onClick={() => void resendCode().catch(() => {})}
            data-testid="confirm-resend"
          >
            {cooldown > 0 ? t('auth.confirm.resendIn', { seconds: cooldown }) : t('auth.confirm.resend')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            {t('auth.confirm.otherEmail')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
