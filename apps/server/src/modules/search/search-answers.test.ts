import { describe, expect, it } from 'vitest';
import { createSearchAnswers } from './search-answers';

describe('reused search answers', () => {
  const body = Buffer.from('{"offers":[]}');

  it('reuses an answer for five seconds, then computes it again', () => {
    const answers = createSearchAnswers<null>();
    answers.set('cheap', body, null, 0.4, 1000);
    expect(answers.get('cheap', 5999)?.body).toBe(body);
    expect(answers.get('cheap', 6000)).toBeUndefined();
  });

  it('keeps an expensive answer (a broad query) for thirty seconds', () => {
    const answers = createSearchAnswers<null>();
    answers.set('broad', body, null, 45, 1000);
    expect(answers.get('broad', 6000)?.body).toBe(body);
    expect(answers.get('broad', 30_999)?.body).toBe(body);
    expect(answers.get('broad', 31_000)).toBeUndefined();
  });

  it('stays within its bytes, oldest out first', () => {
    const answers = createSearchAnswers<null>(5000, body.length * 2);
    for (const key of ['a', 'b', 'c']) answers.set(key, body, null, 0, 1000);
    expect(answers.get('a', 1001)).toBeUndefined();
    expect(answers.get('c', 1001)?.body).toBe(body);
    expect(answers.size()).toEqual({ entries: 2, bytes: body.length * 2 });
  });
});
