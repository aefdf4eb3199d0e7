import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '../../../lib/session';
import { CollapsibleSection } from '../../../ui/collapsible-section';
import { ApiKeySection } from '../components/api-key-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CollapsibleSection title={t('profile.personal')}>
          <ProfileForm key={user.id} user={user} />
        </CollapsibleSection>
        <Stack>
          <CollapsibleSection title={t('profile.password.heading')}>
            <ChangePasswordForm />
          </CollapsibleSection>
          <CollapsibleSection title={t('profile.apiKey.heading')}>
            <ApiKeySection userId={user.id} />
          </CollapsibleSection>
        </Stack>
      </SimpleGrid>
      <Group>
        <Button
          variant="outline"
          color="red"
          onClick={() => {
            signOut();
            navigate('/signin', { replace: true });
          }}
          data-testid="profile-logout"
        >
          {t('nav.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
