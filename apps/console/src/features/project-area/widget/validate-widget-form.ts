import type { FormErrors } from '@mantine/form';
import type { Locale } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { translate } from '../../../lib/messages';
import type { WidgetForm } from './widget-form';

function isJson(text: string): boolean {
  if (!text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const NUMERIC = /^(0|[1-9]\d*)$/;

/** Spec §5 rules for the widget configuration; keys are form paths. */
export function validateWidgetForm(values: WidgetForm, locale: Locale, t: TFunction): FormErrors {
  const errors: FormErrors = {};
  const required = translate(locale, 'validation.required');
  const set = (path: string, message: string) => {
    if (errors[path] === undefined) errors[path] = message;
  };

  if (values.kind === 'complex') {
    if (!values.selector.trim()) set('selector', required);
    for (const path of ['limit', 'columns', 'gap'] as const) if (values[path] === '') set(path, required);
    if (!values.blocks.length) set('blocks', required);
    if (values.customCodeEnabled && !values.customSnippet.trim()) set('customSnippet', t('widget.errors.customCodeRequired'));
  }
  if (values.metrika.mode === 'manual') {
    const id = values.metrika.counterId.trim();
    if (!id) set('metrika.counterId', t('widget.errors.metrikaCounterRequired'));
    else if (!NUMERIC.test(id)) set('metrika.counterId', translate(locale, 'validation.numeric'));
  }
  if (values.enableTesting.enabled) {
    const { shareA, shareB } = values.enableTesting;
    if (shareA === '') set('enableTesting.shareA', required);
    if (shareB === '') set('enableTesting.shareB', required);
    if (shareA !== '' && shareB !== '' && shareA + shareB !== 100) set('enableTesting.shareB', t('widget.errors.sharesSum'));
  }
  if (values.fuzziness.mode === 'auto') {
    const { low, high } = values.fuzziness;
    if (low === '') set('fuzziness.low', required);
    if (high === '') set('fuzziness.high', required);
    if (low !== '' && high !== '' && low > high) set('fuzziness.high', t('widget.errors.fuzzinessOrder'));
  } else if (values.fuzziness.fixed === '') set('fuzziness.fixed', required);
  if (!isJson(values.popularitySettings)) set('popularitySettings', translate(locale, 'validation.json'));
  if (!values.searchSteps.length) set('searchSteps', required);
  values.searchSteps.forEach((step, index) => {
    if (step.quantityGoods === '') set(`searchSteps.${index}.quantityGoods`, required);
  });
  const seen = new Set<string>();
  values.scriptScore.forEach((row, index) => {
    const name = row.segment.trim().toLowerCase();
    if (!name) set(`scriptScore.${index}.segment`, required);
    else if (seen.has(name)) set(`scriptScore.${index}.segment`, t('widget.errors.duplicateSegment'));
    seen.add(name);
    if (!row.formula.trim()) set(`scriptScore.${index}.formula`, required);
  });
  values.ranking.forEach((row, index) => {
    if (!row.parameter.trim()) set(`ranking.${index}.parameter`, t('widget.errors.rankingParameterRequired'));
  });
  values.customSort.forEach((row, index) => {
    if (!row.field.trim()) set(`customSort.${index}.field`, required);
  });
  values.customTexts.forEach((row, index) => {
    if (!row.name.trim()) set(`customTexts.${index}.name`, required);
  });
  return errors;
}
