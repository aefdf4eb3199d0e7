import { expect, it } from 'vitest';
import { describeLocaleFiles } from '../../../test/locale-checks';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

const files = { ru, en, tr, es, pt };

describeLocaleFiles('project area translations', files, () => {
  it('keeps the project area, widget settings, statistics, preview and publish keys', () => {
    for (const data of Object.values(files)) expect(Object.keys(data)).toEqual(['project', 'widget', 'statistics', 'preview', 'publish']);
  });
});
