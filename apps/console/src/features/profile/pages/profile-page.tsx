import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut, useCurrentUser } from '../../../lib/session';
import { switchLocale } from '../../../lib/switch-locale';
import { CollapsibleSection } from '../../../ui/collapsible-section';
import { LanguageSelect } from '../../../ui/language-select';
import { ApiKeySection } from '../components/api-key-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CollapsibleSection title={t('profile.personal')}>
          <ProfileForm key={user.id} user={user} />
        </CollapsibleSection>
        <Stack>
          <CollapsibleSection title={t('common.language')}>
            <Stack gap="xs" data-testid="profile-language">
              <LanguageSelect onChoose={(locale) => void switchLocale(locale, { client })} />
              <Text size="sm" c="dimmed">
                {t('profile.languageHint')}
              </Text>
            </Stack>
          </CollapsibleSection>
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
