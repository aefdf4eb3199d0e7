import { Button, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { PageHeading } from '../../../ui/page-heading';

/** The demo account DEMO=1 creates (DESIGN.md §4). */
export const DEMO_EMAIL = 'demo@vitrina.local';
export const DEMO_PASSWORD = 'demo12345';
/** The demo shop page with the widget embedded on the demo project (server, DEMO=1). */
export const DEMO_SHOP_PATH = '/demo-shop';

/** Public: explains the demo login; shown in the auth layout, so it carries its own heading. */
export function DemoPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <Stack>
      <PageHeading>{t('titles.demo')}</PageHeading>
      <Text>{t('info.demo', { email: DEMO_EMAIL, password: DEMO_PASSWORD })}</Text>
      <Stack gap={4}>
        <Code>{DEMO_EMAIL}</Code>
        <Code>{DEMO_PASSWORD}</Code>
      </Stack>
      <Button component={Link} to={status === 'authenticated' ? '/projects' : '/signin'}>
        {t('info.demoSignin')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('info.demoShopHint')}
      </Text>
      {/* Served by the server on the console's origin (DEMO=1), not a console route: a full page load. */}
      <Button component="a" href={DEMO_SHOP_PATH} target="_blank" rel="noopener" variant="light" data-testid="demo-shop-link">
        {t('info.demoShop')}
      </Button>
    </Stack>
  );
}
