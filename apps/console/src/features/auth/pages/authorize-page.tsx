import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../../../lib/session';
import { PageHeading } from '../../../ui/page-heading';
import { useExchangePartnerCode } from '../api/exchange-partner-code';

/** A partner (Bitrix) sends the user here with client_id and a one-time code (spec §2, §7 GET /code/). */
export function AuthorizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientId = params.get('client_id');
  const exchange = useExchangePartnerCode(clientId, params.get('code') ?? '');
  const result = exchange.data;
  const signedIn = Boolean(result?.accessToken && result.user);

  useEffect(() => {
    if (result?.accessToken && result.user) {
      signIn({ accessToken: result.accessToken, user: result.user, expiresIn: result.expiresIn ?? 0 }, '/projects');
      navigate('/projects', { replace: true });
    }
  }, [result, navigate]);

  const linkError = !clientId || exchange.isError || (exchange.isSuccess && !signedIn);

  return (
    <Stack>
      <PageHeading>{t('auth.authorize.heading')}</PageHeading>
      <Text size="sm">{t('auth.authorize.text')}</Text>
      {linkError ? (
        <Alert color="red" role="alert" data-testid="authorize-error">
          {t('auth.authorize.linkError')}
        </Alert>
      ) : (
        <Stack align="center">
          <Loader size="sm" />
          <Text size="sm">{t('auth.authorize.inProgress')}</Text>
        </Stack>
      )}
      <Anchor component={Link} to="/signin" size="sm">
        {t('auth.authorize.backToSignin')}
      </Anchor>
    </Stack>
  );
}
