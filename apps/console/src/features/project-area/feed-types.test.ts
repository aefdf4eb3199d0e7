import { describe, expect, it } from 'vitest';
import { failedLoadParts } from './feed-types';

describe('a failed load', () => {
  it('gives the line and column once when the message already holds them', () => {
    const parts = failedLoadParts({
      code: 'feeds.parseFailed',
      message: 'The feed is not valid XML (line 12, column 7): check that it opens and is a valid YML',
      line: 12,
      column: 7,
    });
    expect(parts).toEqual({ message: expect.stringContaining('line 12'), position: null, formatHint: false });
  });

  it('adds the position and the format hint when the message has neither', () => {
    const parts = failedLoadParts({ code: 'feeds.csvNoHeader', message: 'The CSV feed has no header row', line: 1, column: null });
    expect(parts).toEqual({ message: 'The CSV feed has no header row', position: { line: 1, column: null }, formatHint: true });
  });

  it('says nothing about the format when the feed could not be fetched', () => {
    expect(failedLoadParts({ code: 'feeds.fetch.httpStatus', message: 'status 404', line: null, column: null }).formatHint).toBe(false);
    expect(failedLoadParts(null)).toEqual({ message: null, position: null, formatHint: false });
  });
});
