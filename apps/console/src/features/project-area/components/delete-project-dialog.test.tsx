import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DeleteProjectDialog } from './delete-project-dialog';

describe('delete project dialog', () => {
  it('keeps the delete button disabled until DELETE is typed', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<DeleteProjectDialog opened projectName="Shop" deleting={false} onClose={() => {}} onConfirm={onConfirm} />);
    const input = await screen.findByTestId('delete-confirm-input');
    const button = screen.getByTestId('delete-confirm-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'delete' } });
    expect(button.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
