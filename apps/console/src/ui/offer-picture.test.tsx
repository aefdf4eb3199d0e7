import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { OfferPicture, PICTURE_PLACEHOLDER } from './offer-picture';

describe('an offer picture', () => {
  it("shows the shop's image while it loads", () => {
    renderWithProviders(<OfferPicture src="https://shop.example/kettle.jpg" alt="Kettle" />);
    expect(screen.getByRole('img', { name: 'Kettle' }).getAttribute('src')).toBe('https://shop.example/kettle.jpg');
  });

  it("puts the placeholder in place of a link that does not load, not the browser's broken icon", () => {
    renderWithProviders(<OfferPicture src="https://shop.example/gone.jpg" alt="Kettle" />);
    const picture = screen.getByRole('img', { name: 'Kettle' });
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Kettle' }).getAttribute('src')).toBe(PICTURE_PLACEHOLDER);
  });

  it('shows the placeholder for an offer without a picture', () => {
    renderWithProviders(<OfferPicture src={null} alt="Kettle" />);
    expect(screen.getByRole('img', { name: 'Kettle' }).getAttribute('src')).toBe(PICTURE_PLACEHOLDER);
  });
});
