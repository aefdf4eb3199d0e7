import { Alert, Anchor } from '@mantine/core';
import { type ProjectDetail, planStateAt } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { formatDate } from '../format';

/**
 * The plan warnings above every tab of a project (spec §4, §8): expiring soon (dismissible, with the
 * end date), expired, unpaid. Worked out from the project each time it is shown, so switching to
 * another project checks again; a dismissal holds for that project and period only.
 */
export function PlanWarnings({ project, now = Date.now() }: { project: ProjectDetail; now?: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const subscription = project.planSubscription;
  if (!subscription) return null;
  const state = planStateAt(subscription, now);
  const key = `${project.uuid}:${subscription.endsAt}`;
  const link = (
    <Anchor component={Link} to={`/project/${project.uuid}/plan`} ml="xs">
      {t('plans.toPlan')}
    </Anchor>
  );

  if (state === 'expiringSoon' && dismissed !== key) {
    return (
      <Alert
        color="yellow"
        withCloseButton
        closeButtonLabel={t('plans.dismiss')}
        onClose={() => setDismissed(key)}
        data-testid="plan-expires-soon"
      >
        {t('plans.planExpiresSoonMessage', { date: formatDate(subscription.endsAt, locale) })}
        {link}
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert color="red" data-testid="plan-expired">
        {t('plans.planExpiredMessage')}
        {link}
      </Alert>
    );
  }
  // The layout already says so when the feed status is 'unpaid'.
  if (state === 'unpaid' && project.sourceStatus !== 'unpaid') {
    return (
      <Alert color="grape" data-testid="plan-unpaid">
        {t('plans.unpaidMessage')}
      </Alert>
    );
  }
  return null;
}
