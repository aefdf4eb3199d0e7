import { Input } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@vitrina/contracts';
import { type ComponentPropsWithRef, type FocusEvent, type FormEvent, type ReactNode, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneNumberInput, { type Country, getCountries, isValidPhoneNumber, type Labels } from 'react-phone-number-input';
// Bundled flags: the default ones load from an outside site and break offline (STACK.md).
import flags from 'react-phone-number-input/flags';
import english from 'react-phone-number-input/locale/en';
import 'react-phone-number-input/style.css';
import { useHydrated } from '../lib/use-hydrated';

export interface PhoneInputProps {
  value: string;
  /** E.164 ('+79161234567') when the number parses, otherwise the raw text typed. */
  onChange: (value: string) => void;
  /** Reported on blur, and at once when the number becomes valid after an invalid report. */
  onValidityChange?: (valid: boolean) => void;
  onBlur?: () => void;
  label?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  defaultCountry?: Country;
  'data-testid'?: string;
}

export function isPhoneValid(value: string): boolean {
  return value !== '' && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY);
}

/**
 * Country names in the interface language from the browser's own data (Intl.DisplayNames), so no
 * locale's list of names ships with the console; the library's English names are the fallback.
 * Without a locale, the English names alone: Node's Intl names some countries otherwise than the
 * browser's ("Гонконг" against "Гонконг (САР)"), so a page rendered on the server and its take-over
 * both start with these, the same on both sides (the options show only once the list is opened).
 */
export function countryLabels(locale: string | null, international: string, country: string): Labels {
  const labels: Labels = { ...english, ZZ: international, country };
  if (!locale) return labels;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  for (const code of getCountries()) {
    const name = names.of(code);
    if (name) labels[code] = name;
  }
  return labels;
}

/** The phone field itself (libphonenumber's metadata, the flags); phone-input.tsx loads it on demand. */
export function PhoneInputField({
  value,
  onChange,
  onValidityChange,
  onBlur,
  label,
  error,
  required,
  disabled,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  'data-testid': testId,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const locale = hydrated ? i18n.language : null;
  const labels = useMemo(() => countryLabels(locale, t('ui.phoneInternational'), t('ui.countrySelect')), [locale, t]);
  const raw = useRef('');
  const reported = useRef<boolean | null>(null);

  const report = (valid: boolean) => {
    reported.current = valid;
    onValidityChange?.(valid);
  };

  const handleChange = (next: string | undefined) => {
    const emitted = next ?? raw.current;
    onChange(emitted);
    if (reported.current === false && isPhoneValid(emitted)) report(true);
  };

  const handleBlur = (_event: FocusEvent<HTMLElement>) => {
    report(isPhoneValid(value));
    onBlur?.();
  };

  return (
    // One id for the label and the field: Mantine's Input takes its id from the wrapper, not from its props.
    <Input.Wrapper id={id} label={label} error={error} required={required}>
      <PhoneNumberInput
        flags={flags}
        labels={labels}
        defaultCountry={defaultCountry}
        value={value}
        onChange={handleChange}
        onBlur={handleBlur}
        disabled={disabled}
        inputComponent={PhoneField}
        countrySelectProps={{ 'aria-label': t('ui.countrySelect') }}
        numberInputProps={{
          id,
          'data-testid': testId,
          'aria-invalid': Boolean(error),
          error: Boolean(error),
          onInput: (event: FormEvent<HTMLInputElement>) => {
            raw.current = event.currentTarget.value;
          },
        }}
        autoComplete="tel"
      />
    </Input.Wrapper>
  );
}

/** The number field itself, styled as a Mantine input; the library hands it value, handlers and ref. */
function PhoneField({ error, ref, size: _size, ...props }: ComponentPropsWithRef<'input'> & { error?: boolean }) {
  return <Input {...props} ref={ref} error={error} style={{ flex: 1 }} />;
}
