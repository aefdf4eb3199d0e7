import { Input } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { PhoneInputProps } from './phone-input-field';

export type { PhoneInputProps };

type Field = typeof import('./phone-input-field');
let field: Field | null = null;

/**
 * The phone field's code (libphonenumber's metadata, the flags: about 90 KB over the wire) loads
 * only where a form shows a phone; the routes of those pages call this beside the page's import.
 */
export function loadPhoneInput(): Promise<Field> {
  return import('./phone-input-field').then((module) => {
    field = module;
    return module;
  });
}

const LazyField = lazy(() => loadPhoneInput().then((module) => ({ default: module.PhoneInputField })));

/** A phone number field with a country select; renders at once when its code is already in. */
export function PhoneInput(props: PhoneInputProps) {
  const id = useId();
  if (field) return <field.PhoneInputField {...props} />;
  // The label names the stand-in too: Mantine's Input takes its id from the wrapper.
  const placeholder = (
    <Input.Wrapper id={id} label={props.label} required={props.required}>
      <Input value={props.value} readOnly />
    </Input.Wrapper>
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyField {...props} />
    </Suspense>
  );
}
