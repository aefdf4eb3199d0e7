// Entry of the embedded database's thread: loads its TypeScript through tsx, like the server itself runs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
