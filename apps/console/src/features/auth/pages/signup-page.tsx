import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearPendingSignup, readPendingSignup, writePendingSignup } from '../../../lib/signup-pending';
import { PageHeading } from '../../../ui/page-heading';
import { ConfirmForm } from '../components/confirm-form';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const confirming = params.get('step') === 'confirm';
  const email = params.get('email') ?? readPendingSignup()?.email ?? null;

  if (confirming && email) {
    return (
      <Stack>
        <PageHeading>{t('auth.confirm.heading')}</PageHeading>
        <ConfirmForm
          email={email}
          token={params.get('token')}
          onChangeEmail={() => {
            clearPendingSignup();
            setParams({});
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack>
      <PageHeading>{t('auth.signup.heading')}</PageHeading>
      <Text size="sm" c="dimmed">
        {t('auth.signup.trial')}
      </Text>
      <SignupForm
        referral={params.get('ref')}
        onRegistered={(registered) => {
          writePendingSignup({ email: registered, sentAt: Date.now() });
          setParams({ step: 'confirm' });
        }}
      />
    </Stack>
  );
}
