import { createSourceBody, registerBody } from '@vitrina/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { zodErrors } from './form';
import { loadMessages } from './messages';

// The test set-up loads English; a page in Russian has its messages loaded by its route.
beforeAll(() => loadMessages('ru'));

describe('form validation through the contracts', () => {
  it('translates message references into the interface language', () => {
    const errors = zodErrors(registerBody, { name: '', email: 'x', phoneNumber: '+7', password: '123', isCompany: false }, 'en');
    expect(errors.name).toBe('Input required');
    expect(errors.email).toBe('Invalid email');
    expect(errors.password).toBe('Minimum 6 characters');
    expect(errors.phoneNumber).toBe('Incorrect phone number');
  });

  it('maps nested schema paths onto form fields', () => {
    const errors = zodErrors(
      createSourceBody,
      { siteUrl: 'shop.example', feedUrls: ['not a url'], feedFormat: 'YML', content: { name: '' } },
      'ru',
      (path) => (path === 'content.name' ? 'name' : path),
    );
    expect(Object.keys(errors).sort()).toEqual(['feedUrls.0', 'name']);
    expect(errors.name).toBe('Обязательное поле');
  });
});
