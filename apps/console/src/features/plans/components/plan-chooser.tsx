import { Alert, Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { Plan, PlanSubscription } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planNameIn } from '../../../lib/plan-name';
import { useLocale } from '../../../lib/use-locale';
import { Modal } from '../../../ui/modal';
import { useChangePlan } from '../api/change-plan';
import { usePlans } from '../api/get-plans';
import { formatPrice } from '../format';
import { PlanCard } from './plan-card';

interface Props {
  projectId: string | null;
  projectName: string;
  subscription: PlanSubscription | null;
  canChange: boolean;
}

/** The plans on sale side by side; choosing one asks for confirmation, then changes the project's plan. */
export function PlanChooser({ projectId, projectName, subscription, canChange }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const plans = usePlans();
  const change = useChangePlan(t('plans.changed'));
  const [chosen, setChosen] = useState<Plan | null>(null);

  if (plans.isPending) return <Loader />;
  if (plans.isError) return <Alert color="red">{t('plans.loadFailed')}</Alert>;

  const renewal = chosen !== null && chosen.id === subscription?.plan.id;
  const confirm = () => {
    if (!chosen || !projectId) return;
    change.mutate({ sourceId: projectId, planId: chosen.id }, { onSettled: () => setChosen(null) });
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="plan-list">
        {plans.data.map((plan) => {
          const current = plan.id === subscription?.plan.id;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current}
              action={
                canChange && projectId ? (
                  <Button variant={current ? 'light' : 'filled'} onClick={() => setChosen(plan)} data-testid={`choose-plan-${plan.id}`}>
                    {current ? t('plans.renew') : t('plans.choose')}
                  </Button>
                ) : undefined
              }
            />
          );
        })}
      </SimpleGrid>
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={t('plans.confirmTitle')}
        centered
        data-testid="change-plan-dialog"
      >
        {chosen && (
          <Text>
            {t(renewal ? 'plans.confirmRenew' : 'plans.confirmChange', {
              project: projectName,
              plan: planNameIn(t, chosen.name),
              price: formatPrice(chosen.price, locale),
              days: chosen.periodDays,
            })}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setChosen(null)}>
            {t('plans.cancel')}
          </Button>
          <Button onClick={confirm} loading={change.isPending} data-testid="confirm-plan-change">
            {t('plans.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
