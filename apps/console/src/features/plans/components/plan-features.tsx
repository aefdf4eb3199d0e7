import { List, ThemeIcon } from '@mantine/core';
import { type PlanFeatures as Features, PLAN_SWITCHES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { formatCount } from '../format';

/** What a plan gives: its two limits, then each gated feature marked included or not. */
export function PlanFeatures({ features }: { features: Features }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const limit = (value: number | null) => (value === null ? t('plans.unlimited') : formatCount(value, locale));
  return (
    <List spacing={4} size="sm" center>
      <List.Item icon={<ThemeIcon size={16} radius="xl" color="blue" />}>
        {t('plans.feature.offersLimit', { value: limit(features.offersLimit) })}
      </List.Item>
      <List.Item icon={<ThemeIcon size={16} radius="xl" color="blue" />}>
        {t('plans.feature.queriesPerMonth', { value: limit(features.queriesPerMonth) })}
      </List.Item>
      {PLAN_SWITCHES.map((feature) => (
        <List.Item
          key={feature}
          data-testid={`plan-feature-${feature}`}
          data-included={features[feature]}
          icon={<ThemeIcon size={16} radius="xl" color={features[feature] ? 'teal' : 'gray'} />}
          c={features[feature] ? undefined : 'dimmed'}
        >
          {t(`plans.feature.${feature}`)} — {features[feature] ? t('plans.included') : t('plans.notIncluded')}
        </List.Item>
      ))}
    </List>
  );
}
