import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Modal } from './modal';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete the project">
        <Button onClick={() => setOpened(false)}>Cancel</Button>
      </Modal>
    </>
  );
}

describe('a modal', () => {
  it('puts nothing into the page until it is first opened', () => {
    renderWithProviders(<Page />);
    expect(document.querySelector('[data-portal]')).toBeNull();
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
  });

  it('opens with its title and content, and closes again', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the project' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again from its mounted, closed state.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the project' })).toBeTruthy();
  });
});
