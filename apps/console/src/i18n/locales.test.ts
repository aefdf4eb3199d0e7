import { describeLocaleFiles } from '../test/locale-checks';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';
import tr from './tr.json';

describeLocaleFiles('console translations', { ru, en, tr, es, pt });
