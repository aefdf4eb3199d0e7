import { afterAll } from 'vitest';
import { stopStrays } from './product';

// Every journey file: no product outlives its file, even when the file's set-up failed.
afterAll(stopStrays);
