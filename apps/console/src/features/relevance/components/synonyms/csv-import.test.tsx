import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { CsvImport } from './csv-import';

async function chooseFile(text: string) {
  await screen.findByTestId('synonyms-import-upload');
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], 'synonyms.csv', { type: 'text/csv' })] } });
}

describe('synonyms CSV import', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as the body and shows added, skipped and broken lines with their numbers', async () => {
    const api = stubApi({
      'POST /api/sources/upload/synonyms/from/csv': () => ({
        body: {
          data: {
            added: 2,
            skipped: 1,
            errorCount: 1,
            errors: [{ line: 4, text: 'sамsung,samsung', message: 'Letters of different languages in one word' }],
          },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<CsvImport projectId="p1" groups={[]} groupId={null} />);
    fireEvent.click(screen.getByTestId('synonyms-import'));
    await chooseFile('tv,television\n');
    fireEvent.click(await screen.findByTestId('synonyms-import-upload'));
    const report = await screen.findByTestId('synonyms-import-report');
    expect(within(report).getByText('Added lines: 2')).toBeTruthy();
    expect(within(report).getByText('Skipped (already saved): 1')).toBeTruthy();
    const table = within(report).getByTestId('synonyms-import-error-table');
    expect(within(table).getByText('4')).toBeTruthy();
    expect(within(table).getByText('Letters of different languages in one word')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/sources/upload/synonyms/from/csv');
  });

  it('shows the synonyms CSV error when the upload is refused', async () => {
    const api = stubApi({
      'POST /api/sources/upload/synonyms/from/csv': () => ({
        status: 422,
        body: { statusCode: 422, message: 'The form is filled incorrectly', errors: { file: ['Error in the synonyms CSV file'] } },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<CsvImport projectId="p1" groups={[]} groupId={null} />);
    fireEvent.click(screen.getByTestId('synonyms-import'));
    await chooseFile(' ');
    fireEvent.click(await screen.findByTestId('synonyms-import-upload'));
    expect((await screen.findByTestId('synonyms-import-error')).textContent).toBe('Error in the synonyms CSV file');
  });
});
