import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PhoneInput } from './phone-input';

function Harness({ onValidityChange, onValue }: { onValidityChange: (valid: boolean) => void; onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Phone"
      data-testid="phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onValidityChange={onValidityChange}
    />
  );
}

describe('phone input', () => {
  it('emits E.164 and reports validity on blur, then at once when it becomes valid', () => {
    const validity = vi.fn();
    const values = vi.fn();
    renderWithProviders(<Harness onValidityChange={validity} onValue={values} />);
    const input = screen.getByTestId('phone');

    fireEvent.change(input, { target: { value: '+7916' } });
    expect(validity).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(validity).toHaveBeenLastCalledWith(false);

    fireEvent.change(input, { target: { value: '+79161234567' } });
    expect(values).toHaveBeenLastCalledWith('+79161234567');
    expect(validity).toHaveBeenLastCalledWith(true);
  });

  it('reads a national number with the default country RU', () => {
    const values = vi.fn();
    renderWithProviders(<Harness onValidityChange={() => {}} onValue={values} />);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '89161234567' } });
    expect(values).toHaveBeenLastCalledWith('+79161234567');
  });
});

describe('country names', () => {
  it('names the countries in the interface language without shipping a list of names', async () => {
    const { countryLabels } = await import('./phone-input-field');
    expect(countryLabels('tr', 'Uluslararası', 'Ülke')).toMatchObject({ DE: 'Almanya', RU: 'Rusya', ZZ: 'Uluslararası', country: 'Ülke' });
    expect(countryLabels('ru', 'Международный', 'Страна')).toMatchObject({ DE: 'Германия', TR: 'Турция' });
    expect(countryLabels('es', 'Internacional', 'País').DE).toBe('Alemania');
  });

  it('starts from the same English names on the server and in the browser', async () => {
    const { countryLabels } = await import('./phone-input-field');
    expect(countryLabels(null, 'Международный', 'Страна')).toMatchObject({ DE: 'Germany', HK: 'Hong Kong', ZZ: 'Международный' });
  });
});
