import { TRADE_WIDGET_TYPES } from '@vitrina/contracts';
import { expect, it } from 'vitest';
import { describeLocaleFiles } from '../../../test/locale-checks';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

const files = { ru, en, tr, es, pt };

describeLocaleFiles('trade widget translations', files, () => {
  it('keeps each file under the one "tradeWidgets" key', () => {
    for (const data of Object.values(files)) expect(Object.keys(data)).toEqual(['tradeWidgets']);
  });

  it('names and explains every widget type of the contracts in every language', () => {
    for (const data of Object.values(files)) {
      expect(Object.keys(data.tradeWidgets.types).sort()).toEqual([...TRADE_WIDGET_TYPES].sort());
      expect(Object.keys(data.tradeWidgets.typeHints).sort()).toEqual([...TRADE_WIDGET_TYPES].sort());
    }
  });
});
