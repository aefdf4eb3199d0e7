import type { FormErrors } from '@mantine/form';
import {
  type CreativeFormat,
  type CreativeLimits,
  type CreativePreviewQuery,
  type CreativeRembg,
  type CreativeRule,
  type CreativeRuleInput,
  type CreativeTemplate,
  creativeRuleSchema,
  type Locale,
} from '@vitrina/contracts';
import { zodErrors } from '../../lib/form';
import { translate } from '../../lib/messages';

/** Numbers as inputs hold them: '' while empty. */
type Num = number | '';

export interface ParamLimitValues {
  name: string;
  values: string[];
}

export interface RuleFormValues {
  templateId: string;
  name: string;
  enabled: boolean;
  variables: Array<{ name: string; value: string }>;
  /** The owner chose every offer on purpose; otherwise at least one condition is needed (spec §5 'template limits required'). */
  allOffers: boolean;
  limits: {
    categoryIds: string[];
    vendors: string[];
    priceFrom: Num;
    priceTo: Num;
    availableOnly: boolean;
    params: ParamLimitValues[];
  };
  previewOfferIds: string[];
  rembg: {
    enabled: boolean;
    model: CreativeRembg['model'];
    alphaMatting: boolean;
    foregroundThreshold: Num;
    backgroundThreshold: Num;
    erosionSize: Num;
    onlyMask: boolean;
    postProcessMask: boolean;
  };
  rembgCrop: boolean;
  rembgCropNumber: Num;
  format: CreativeFormat;
}

const EMPTY_LIMITS: RuleFormValues['limits'] = {
  categoryIds: [],
  vendors: [],
  priceFrom: '',
  priceTo: '',
  availableOnly: false,
  params: [],
};

/** The defaults of the contracts (rembg's own thresholds), as form values. */
function rembgDefaults(): RuleFormValues['rembg'] {
  const { rembg } = creativeRuleSchema.parse({ templateId: 'x', name: 'x', limits: {} });
  return { ...rembg };
}

function hasCondition(limits: RuleFormValues['limits']): boolean {
  return (
    limits.categoryIds.length > 0 ||
    limits.vendors.length > 0 ||
    limits.priceFrom !== '' ||
    limits.priceTo !== '' ||
    limits.availableOnly ||
    limits.params.some((param) => param.name.trim() && param.values.length > 0)
  );
}

/** A new rule for an uploaded template: its name, no limits chosen yet, rembg defaults. */
export function newRuleValues(template: CreativeTemplate): RuleFormValues {
  return {
    templateId: template.id,
    name: template.name,
    enabled: true,
    variables: [],
    allOffers: false,
    limits: { ...EMPTY_LIMITS, params: [] },
    previewOfferIds: [],
    rembg: rembgDefaults(),
    rembgCrop: false,
    rembgCropNumber: 0,
    format: 'png',
  };
}

/** A saved rule as form values; saved limits without any condition mean 'every offer'. */
export function ruleValues(rule: CreativeRule): RuleFormValues {
  const limits: RuleFormValues['limits'] = {
    categoryIds: [...rule.limits.categoryIds],
    vendors: [...rule.limits.vendors],
    priceFrom: rule.limits.priceFrom ?? '',
    priceTo: rule.limits.priceTo ?? '',
    availableOnly: rule.limits.availableOnly,
    params: Object.entries(rule.limits.params).map(([name, values]) => ({ name, values: [...values] })),
  };
  return {
    templateId: rule.templateId,
    name: rule.name,
    enabled: rule.enabled,
    variables: rule.variables.map((v) => ({ ...v })),
    allOffers: !hasCondition(limits),
    limits,
    previewOfferIds: [...rule.previewOfferIds],
    rembg: { ...rule.rembg },
    rembgCrop: rule.rembgCrop,
    rembgCropNumber: rule.rembgCropNumber,
    format: rule.format,
  };
}

const orNull = (value: Num) => (value === '' ? null : value);
const orUndefined = (value: Num) => (value === '' ? undefined : value);

function limitsOf(values: RuleFormValues): CreativeLimits | null {
  if (values.allOffers) return { categoryIds: [], vendors: [], priceFrom: null, priceTo: null, availableOnly: false, params: {} };
  if (!hasCondition(values.limits)) return null;
  const { categoryIds, vendors, priceFrom, priceTo, availableOnly, params } = values.limits;
  return {
    categoryIds,
    vendors,
    priceFrom: orNull(priceFrom),
    priceTo: orNull(priceTo),
    availableOnly,
    params: Object.fromEntries(params.filter((p) => p.name.trim() && p.values.length > 0).map((p) => [p.name.trim(), p.values])),
  };
}

/** The rule as POST /creativebooster/rules takes it. */
export function ruleOf(values: RuleFormValues): CreativeRuleInput {
  const { rembg } = values;
  return {
    templateId: values.templateId,
    name: values.name,
    enabled: values.enabled,
    variables: values.variables,
    // null is what the schema refuses with 'creative.limitsRequired'; its input type leaves null out.
    limits: limitsOf(values) as CreativeRuleInput['limits'],
    previewOfferIds: values.previewOfferIds,
    rembg: {
      ...rembg,
      foregroundThreshold: orUndefined(rembg.foregroundThreshold),
      backgroundThreshold: orUndefined(rembg.backgroundThreshold),
      erosionSize: orUndefined(rembg.erosionSize),
    },
    rembgCrop: values.rembgCrop,
    rembgCropNumber: orUndefined(values.rembgCropNumber),
    format: values.format,
  };
}

/** Errors of the contracts schema on the form's fields; a param limit's errors go to the params block. */
export function validateRule(values: RuleFormValues, locale: Locale): FormErrors {
  const errors = zodErrors(creativeRuleSchema, ruleOf(values), locale, (path) =>
    path.startsWith('limits.params') ? 'limits.params' : path,
  );
  // Half-filled param rows would be dropped silently otherwise.
  values.limits.params.forEach((param, i) => {
    if (!values.allOffers && (param.name.trim() === '') !== (param.values.length === 0))
      errors[`limits.params.${i}`] = translate(locale, 'validation.required');
  });
  return errors;
}

/** GET /creativebooster/preview's query for the form as it stands, on one offer (the first of the catalog when null). */
export function previewQueryOf(projectId: string, values: RuleFormValues, offer: string | null): CreativePreviewQuery {
  const { rembg } = values;
  const variables = values.variables.filter((v) => v.name.trim() && v.value.trim());
  return {
    sourceId: projectId,
    template: values.templateId,
    offer: offer ?? undefined,
    rembg: rembg.enabled,
    model: rembg.model || undefined,
    alphaMatting: rembg.alphaMatting,
    foregroundThreshold: orUndefined(rembg.foregroundThreshold),
    backgroundThreshold: orUndefined(rembg.backgroundThreshold),
    erosionSize: orUndefined(rembg.erosionSize),
    onlyMask: rembg.onlyMask,
    postProcessMask: rembg.postProcessMask,
    rembgCrop: values.rembgCrop,
    rembgCropNumber: orUndefined(values.rembgCropNumber),
    format: values.format,
    variables: JSON.stringify(variables),
  };
}
