import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface NewPasswordFieldsProps {
  /** A Mantine form with `password` and `passwordRepeat` fields. */
  form: { getInputProps: (path: 'password' | 'passwordRepeat') => GetInputPropsReturnType };
  passwordLabel: string;
  repeatLabel: string;
  /** data-testid of the password input; the repeat input gets `${testId}-repeat`. */
  testId: string;
}

/** A new password and its repeat; pair with passwordRepeatErrors (lib/form) in the form's validate. */
export function NewPasswordFields({ form, passwordLabel, repeatLabel, testId }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="new-password" data-testid={testId} {...form.getInputProps('password')} />
      <PasswordInput
        label={repeatLabel}
        autoComplete="new-password"
        data-testid={`${testId}-repeat`}
        {...form.getInputProps('passwordRepeat')}
      />
    </>
  );
}
