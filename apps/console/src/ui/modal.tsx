import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Modal, mounted from its first opening on: a closed Mantine modal still mounts its
 * portal and scroll lock (DOM nodes, effects and one more commit) while the page first renders.
 * On the first opening it mounts closed and opens a moment later, so it still fades in.
 */
export function Modal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  if (!mounted && !opened) return null;
  return <MantineModal {...props} opened={opened && mounted} />;
}
