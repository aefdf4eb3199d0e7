import { type ComboboxData, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogParams } from './catalog-api';

/** Offer fields every catalog has, sortable beside the params (engine custom sort). */
export const SORT_FIELDS = ['price', 'oldPrice', 'discount', 'rating', 'reviewCount', 'popularity', 'name', 'score'] as const;

/** Offer fields a caller may list before the params; each has its name under ui.catalogFields.builtIn. */
export type OfferField = (typeof SORT_FIELDS)[number] | 'available' | 'position' | 'vendor' | 'categoryId' | 'vendorCode';

/** Value of the choice that clears an optional field (Select keeps no empty value). */
const NOT_SET = '\u0000none';

interface CatalogFieldSelectProps {
  projectId: string;
  label: string;
  value: string;
  onChange: (field: string) => void;
  error?: ReactNode;
  readOnly?: boolean;
  testId?: string;
  /** The offer fields listed before the params; default SORT_FIELDS, [] for the catalog's params alone. */
  fields?: readonly OfferField[];
  /** Offer fields listed but not choosable here, each named by `disabledLabel` (which says why). Default none. */
  disabledFields?: readonly OfferField[];
  disabledLabel?: (name: string) => string;
  /** The setting may stay empty: a first choice "Not set" clears it. Default false. */
  optional?: boolean;
  /** How a saved field the params lack is named; default "{name} (not in the catalog)". */
  missingLabel?: (name: string) => string;
}

/**
 * A field of the catalog chosen by name: the offer fields, then the catalog's params with their unit
 * and how many offers carry them. A saved field the catalog no longer has stays, marked as such.
 */
export function CatalogFieldSelect({
  projectId,
  label,
  value,
  onChange,
  error,
  readOnly,
  testId,
  fields = SORT_FIELDS,
  disabledFields = [],
  disabledLabel = (name) => name,
  optional = false,
  missingLabel,
}: CatalogFieldSelectProps) {
  const { t } = useTranslation();
  const params = useCatalogParams(projectId);
  const builtIn = fields.map((field) => {
    const name = t(`ui.catalogFields.builtIn.${field}`);
    const disabled = disabledFields.includes(field);
    return { value: field, label: disabled ? disabledLabel(name) : name, disabled };
  });
  const own = (params.data ?? [])
    .filter((param) => !(fields as readonly string[]).includes(param.name))
    .map((param) => ({
      value: param.name,
      label: t('ui.catalogFields.param', {
        name: param.unit ? `${param.name}, ${param.unit}` : param.name,
        count: param.offersCount,
      }),
    }));
  const known = value === '' || builtIn.some((item) => item.value === value) || own.some((item) => item.value === value);
  const data: ComboboxData = [
    ...(optional ? [{ value: NOT_SET, label: t('ui.catalogFields.notSet') }] : []),
    ...(builtIn.length ? [{ group: t('ui.catalogFields.offerFields'), items: builtIn }] : []),
    ...(own.length ? [{ group: t('ui.catalogFields.params'), items: own }] : []),
    // Kept so the saved value still shows; named as missing once the catalog's params are known.
    ...(known
      ? []
      : [
          {
            group: t('ui.catalogFields.saved'),
            items: [
              {
                value,
                label: params.isSuccess ? (missingLabel?.(value) ?? t('ui.catalogFields.notInCatalog', { name: value })) : value,
              },
            ],
          },
        ]),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value || (optional ? NOT_SET : null)}
      onChange={(field) => onChange(field === null || field === NOT_SET ? '' : field)}
      searchable
      nothingFoundMessage={t('ui.catalogFields.nothingFound')}
      placeholder={params.isPending ? t('ui.catalogFields.loading') : t('ui.catalogFields.choose')}
      error={error}
      readOnly={readOnly}
      style={{ flex: 1 }}
      maxDropdownHeight={320}
      data-testid={testId}
    />
  );
}
