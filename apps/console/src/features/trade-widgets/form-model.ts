import type { FormErrors } from '@mantine/form';
import {
  CAROUSEL_STYLE_DEFAULTS,
  type CarouselStyle,
  type Locale,
  PRODUCT_WIDGET_TYPES,
  type TradeWidget,
  type TradeWidgetInput,
  type TradeWidgetType,
  tradeWidgetInputSchema,
} from '@vitrina/contracts';
import { zodErrors } from '../../lib/form';

/** Style fields as form inputs hold them: numbers may be '' while typed, colours and texts '' when unset. */
export type StyleValues = {
  [K in keyof Required<CarouselStyle>]: CarouselStyle[K] extends number | undefined ? number | '' : NonNullable<CarouselStyle[K]>;
};

export interface WidgetFormValues {
  name: string;
  type: TradeWidgetType;
  description: string;
  fallbackWidgetId: string;
  productId: string;
  scriptScore: string;
  segmentId: string;
  enabled: boolean;
  style: StyleValues;
}

/**
 * The widget's defaults, shown so the owner sees what they change. Colours stay empty: an unset
 * colour is left out of the saved style and the widget keeps its own.
 */
export const STYLE_DEFAULTS: StyleValues = { ...CAROUSEL_STYLE_DEFAULTS, oldPriceColor: '', cartColor: '', customParams: [] };

export function emptyValues(type: TradeWidgetType = 'with_this_product_buy'): WidgetFormValues {
  return {
    name: '',
    type,
    description: '',
    fallbackWidgetId: '',
    productId: '',
    scriptScore: '',
    segmentId: '',
    enabled: true,
    style: { ...STYLE_DEFAULTS, customParams: [] },
  };
}

/** A saved widget as form values: its style over the defaults. */
export function valuesOf(widget: TradeWidget): WidgetFormValues {
  const style = { ...STYLE_DEFAULTS, customParams: [] as string[] } as Record<string, unknown>;
  for (const [key, value] of Object.entries(widget.style ?? {})) if (value !== undefined && value !== null) style[key] = value;
  return {
    name: widget.name,
    type: widget.type,
    description: widget.description ?? '',
    fallbackWidgetId: widget.fallbackWidgetId ?? '',
    productId: widget.productId ?? '',
    scriptScore: widget.scriptScore ?? '',
    segmentId: widget.segmentId ?? '',
    enabled: widget.enabled,
    style: style as StyleValues,
  };
}

/** The style as the API takes it: unset texts, colours and numbers left out, so the widget's defaults apply. */
export function styleOf(values: StyleValues): CarouselStyle {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as CarouselStyle;
}

/** The POST/PATCH body. */
export function bodyOf(values: WidgetFormValues): TradeWidgetInput {
  const orNull = (text: string) => (text.trim() ? text.trim() : null);
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    fallbackWidgetId: orNull(values.fallbackWidgetId),
    productId: orNull(values.productId),
    scriptScore: values.scriptScore,
    segmentId: orNull(values.segmentId),
    enabled: values.enabled,
    style: styleOf(values.style),
  };
}

/** Errors of the contracts schema on the form's fields (paths are the same: 'name', 'style.titleColor'). */
export function validateWidget(values: WidgetFormValues, locale: Locale): FormErrors {
  return zodErrors(tradeWidgetInputSchema, bodyOf(values), locale);
}

export const needsProduct = (type: TradeWidgetType) => PRODUCT_WIDGET_TYPES.includes(type);
