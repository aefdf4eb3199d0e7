import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { canShowConfirmation } from '../../lib/signup-pending';
import { LanguageSelect } from '../../ui/language-select';

/** Centred card with the language dropdown (spec §2). */
export function AuthLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const confirmStep = params.get('step') === 'confirm';

  // The confirmation step without an email to confirm cannot show its form: drop the query.
  if (confirmStep && !canShowConfirmation(params)) return <Navigate to={location.pathname} replace />;

  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" py="xl" px="md">
      <Center>
        <Stack w="100%" maw={460} gap="md">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" fw={700} fz="xl" data-testid="logo">
              {PRODUCT_NAME}
            </Anchor>
            {!confirmStep && <LanguageSelect />}
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('app.tagline')}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
