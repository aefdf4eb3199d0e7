import { parentPort } from 'node:worker_threads';
import { CreativeRenderError, type RenderInput, renderCreative } from './render';

/** The render thread: renders what the pool sends, so pixel work never blocks the server's event loop. */
export interface RenderRequest {
  id: number;
  input: RenderInput;
}
export type RenderReply =
  | { id: number; image: Uint8Array }
  | { id: number; error: { code: CreativeRenderError['code'] | null; details?: Record<string, unknown>; message: string } };

parentPort?.on('message', ({ id, input }: RenderRequest) => {
  // Buffers arrive as Uint8Array; the renderer and sharp want Buffer.
  const photo = input.photo ? Buffer.from(input.photo.buffer, input.photo.byteOffset, input.photo.byteLength) : null;
  renderCreative({ ...input, photo })
    .then((image) => parentPort?.postMessage({ id, image } satisfies RenderReply, [image.buffer as ArrayBuffer]))
    .catch((error: unknown) => {
      const render = error instanceof CreativeRenderError ? error : null;
      const details = render?.details ? JSON.parse(JSON.stringify(render.details)) : undefined;
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({
        id,
        error: { code: render?.code ?? null, ...(details ? { details } : {}), message },
      } satisfies RenderReply);
    });
});
