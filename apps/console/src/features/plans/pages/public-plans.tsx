import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../ui/language-select';
import { PlanChooser } from '../components/plan-chooser';

/** The plan comparison as a visitor sees it: no projects to choose for, a call to start the free trial. */
export function PublicPlans() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py="xl">
      <Container size="xl">
        <Stack gap="lg">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" fw={700} fz="xl">
              {PRODUCT_NAME}
            </Anchor>
            <Group>
              <Anchor component={Link} to="/signin" data-testid="plans-signin">
                {t('plans.public.signIn')}
              </Anchor>
              <LanguageSelect />
            </Group>
          </Group>
          <Title order={1}>{t('plans.public.title')}</Title>
          <Text maw={720}>{t('plans.public.intro')}</Text>
          <Group>
            <Button component={Link} to="/signup" size="md" data-testid="plans-start-trial">
              {t('plans.public.startTrial')}
            </Button>
          </Group>
          <PlanChooser projectId={null} projectName="" subscription={null} canChange={false} />
        </Stack>
      </Container>
    </Box>
  );
}
