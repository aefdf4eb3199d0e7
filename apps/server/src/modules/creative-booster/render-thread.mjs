// Entry of the render thread: loads its TypeScript through tsx, like the server itself runs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-thread.ts', import.meta.url);
