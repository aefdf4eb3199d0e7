import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component first rendered: a page shows its content
 * before it starts secondary heavy work (loading and mounting charts or code editors), which would
 * otherwise hold the first paint back while the main thread is busy with it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame is drawn after this callback; the timeout runs once it has been.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
