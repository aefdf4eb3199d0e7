import { Anchor, AppShell, Avatar, Box, Burger, Button, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAdmin, PRODUCT_NAME } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useOwnHeading, useRouteTitleKey } from '../../lib/route-handle';
import { signOut, useCurrentUser } from '../../lib/session';
import { switchLocale } from '../../lib/switch-locale';
import { LanguageSelect } from '../../ui/language-select';
import { PageHeading } from '../../ui/page-heading';
import classes from './page-layout.module.css';

const NAV = [
  { to: '/projects', label: 'nav.projects' },
  { to: '/plans', label: 'nav.plans' },
  { to: '/documents', label: 'nav.documents' },
  { to: '/partnership', label: 'nav.partnership' },
  { to: '/wiki', label: 'nav.wiki' },
] as const;

/** Up to two capitals, as Mantine's Avatar derives them from a name ('Demo Owner' → 'DO'). */
function initialsOf(name: string): string {
  const words = name.split(/\s+/);
  return (
    words.length === 1
      ? name.slice(0, 2)
      : words
          .map((word) => word[0])
          .join('')
          .slice(0, 2)
  ).toUpperCase();
}

/** Logo, header navigation, profile tab with avatar, logout, and the page title from the route (spec §2). */
export function PageLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  const titleKey = useRouteTitleKey(new URLSearchParams(location.search));
  const ownHeading = useOwnHeading();
  const avatarTitle = user.name.trim() || 'U';
  const initials = initialsOf(avatarTitle);

  const logout = () => {
    signOut();
    navigate('/signin', { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Burger hiddenFrom="sm" size="sm" aria-label={t('nav.mainMenu')} />
              </Menu.Target>
              <Menu.Dropdown>
                {NAV.map((item) => (
                  <Menu.Item key={item.to} component={Link} to={item.to}>
                    {t(item.label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Anchor component={Link} to="/projects" underline="never" fw={800} fz="xl" data-testid="logo">
              {PRODUCT_NAME}
            </Anchor>
            <Box component="nav" aria-label={t('nav.mainMenu')} className={classes.nav} visibleFrom="sm">
              {NAV.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.link} data-testid={`nav-${item.to.slice(1)}`}>
                  {t(item.label)}
                </NavLink>
              ))}
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* Switches in place and saves the choice in the profile (issue 20). */}
            <LanguageSelect onChoose={(locale) => void switchLocale(locale, { client })} />
            {/* The user menu: profile, and the service administration for administrators only (the server guards it too).
                The button's name holds the initials it shows, so a speech user can say either (WCAG 2.5.3). */}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`${t('nav.userMenu')} ${initials}`} data-testid="user-menu">
                  <Avatar src={user.avatar || null} alt={avatarTitle} title={avatarTitle} radius="xl" color="blue">
                    {initials}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{avatarTitle}</Menu.Label>
                <Menu.Item component={Link} to="/profile" data-testid="profile-tab">
                  {t('nav.profile')}
                </Menu.Item>
                {isAdmin(user.permissions) && (
                  <Menu.Item component={Link} to="/administrator" data-testid="menu-administrator">
                    {t('nav.administrator')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
            <Button variant="subtle" size="compact-sm" onClick={logout} data-testid="logout-button">
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {titleKey && !ownHeading && (
            <Box mb="md">
              <PageHeading>{t(titleKey)}</PageHeading>
            </Box>
          )}
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
