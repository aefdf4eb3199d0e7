import { expect, it } from 'vitest';
import { describeLocaleFiles } from '../../../test/locale-checks';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

const files = { ru, en, tr, es, pt };

describeLocaleFiles('integrations translations', files, () => {
  it('keeps each file under the one "integrations" key', () => {
    for (const data of Object.values(files)) expect(Object.keys(data)).toEqual(['integrations']);
  });
});
