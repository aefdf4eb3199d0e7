import { CREATIVE_GENERATOR_STATES, CREATIVE_LOG_STATUSES, CREATIVE_REMBG_MODELS } from '@vitrina/contracts';
import { expect, it } from 'vitest';
import { describeLocaleFiles } from '../../../test/locale-checks';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

const files = { ru, en, tr, es, pt };

describeLocaleFiles('creative booster translations', files, () => {
  it('keeps each file under the one "creativeBooster" key', () => {
    for (const data of Object.values(files)) expect(Object.keys(data)).toEqual(['creativeBooster']);
  });

  it('names every generator state and run status of the contracts in every language', () => {
    const wanted = [...new Set([...CREATIVE_GENERATOR_STATES, ...CREATIVE_LOG_STATUSES])].sort();
    for (const data of Object.values(files)) expect(Object.keys(data.creativeBooster.states).sort()).toEqual(wanted);
  });

  it('names every background removal method of the contracts in every language', () => {
    for (const data of Object.values(files))
      expect(Object.keys(data.creativeBooster.rembg.models).sort()).toEqual([...CREATIVE_REMBG_MODELS].sort());
  });

  it('falls back to "Unknown error" in each language when the preview error has no message (spec §8)', () => {
    expect(ru.creativeBooster.preview.unknownError).toBe('Неизвестная ошибка');
    expect(en.creativeBooster.preview.unknownError).toBe('Unknown error');
  });
});
