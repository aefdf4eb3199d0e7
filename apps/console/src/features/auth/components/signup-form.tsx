import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerBody } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordRepeatErrors, serverErrors, zodErrors } from '../../../lib/form';
import { ApiError, showApiError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { NewPasswordFields } from '../../../ui/password-fields';
import { PhoneInput } from '../../../ui/phone-input';
import { useRegisterUser } from '../api/register-user';

interface SignupValues {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  passwordRepeat: string;
  isCompany: boolean;
  terms: boolean;
}

/**
 * Registration form; on 201 the parent switches to the confirmation step. `referral` is the code of the
 * /signup?ref= link the visitor came through, sent along so the partner is credited.
 */
export function SignupForm({ onRegistered, referral }: { onRegistered: (email: string) => void; referral?: string | null }) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const register = useRegisterUser();
  const form = useForm<SignupValues>({
    initialValues: { name: '', email: '', phoneNumber: '', password: '', passwordRepeat: '', isCompany: false, terms: false },
    validate: (values) => {
      const { passwordRepeat, terms, ...body } = values;
      const errors = { ...zodErrors(registerBody, body, locale), ...passwordRepeatErrors(values.password, passwordRepeat, translateRef) };
      if (!terms) errors.terms = translateRef('validation.checkbox');
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ passwordRepeat: _repeat, terms: _terms, ...values }) => {
    const email = values.email.trim().toLowerCase();
    try {
      await register.mutateAsync({
        ...values,
        name: values.name.trim(),
        email,
        locale,
        ...(referral ? { ref: referral.slice(0, 64) } : {}),
      });
      onRegistered(email);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fieldErrors = serverErrors(error, (field) => (field in form.getValues() ? field : null));
      if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
      else showApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('auth.signup.name')} autoComplete="name" data-testid="signup-name" {...form.getInputProps('name')} />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" data-testid="signup-email" {...form.getInputProps('email')} />
        <PhoneInput
          label={t('auth.signup.phone')}
          data-testid="signup-phone"
          value={form.values.phoneNumber}
          error={form.errors.phoneNumber}
          onChange={(value) => form.setFieldValue('phoneNumber', value)}
          onValidityChange={(valid) =>
            valid ? form.clearFieldError('phoneNumber') : form.setFieldError('phoneNumber', translateRef('validation.phoneFormat'))
          }
        />
        <NewPasswordFields form={form} passwordLabel={t('auth.password')} repeatLabel={t('auth.passwordRepeat')} testId="signup-password" />
        <Checkbox
          label={t('auth.signup.isCompany')}
          data-testid="signup-is-company"
          {...form.getInputProps('isCompany', { type: 'checkbox' })}
        />
        <Checkbox label={t('auth.signup.terms')} data-testid="signup-terms" {...form.getInputProps('terms', { type: 'checkbox' })} />
        <Button type="submit" loading={register.isPending} data-testid="signup-submit">
          {t('auth.signup.submit')}
        </Button>
        <Text size="sm">
          {t('auth.signup.haveAccount')}{' '}
          <Anchor component={Link} to="/signin">
            {t('auth.signup.signinLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
