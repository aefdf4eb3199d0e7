import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { SynonymForm } from './synonym-form';

describe('synonym form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a word mixing Latin and Cyrillic letters and says so under the word', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SynonymForm projectId="p1" paramTab={false} groups={[]} onDone={() => {}} />);
    fireEvent.change(screen.getByTestId('synonym-word'), { target: { value: 'sамsung' } });
    fireEvent.click(screen.getByTestId('synonym-save'));
    expect(await screen.findByText('Letters of different languages in one word')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least one synonym of a two-way entry', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<SynonymForm projectId="p1" paramTab={false} groups={[]} onDone={() => {}} />);
    fireEvent.change(screen.getByTestId('synonym-word'), { target: { value: 'samsung' } });
    fireEvent.click(screen.getByTestId('synonym-save'));
    expect(await screen.findByText('Add at least one synonym')).toBeTruthy();
  });
});
