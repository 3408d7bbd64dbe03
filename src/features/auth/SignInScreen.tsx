import { Alert, Group, Image, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './AuthProvider';
import type { AuthForm } from './auth-state';
import { LanguageChoice } from './components/LanguageChoice';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';
import classes from './SignInScreen.module.css';

/** Shown to anyone not signed in. A form's failure shows on that form only. */
export function SignInScreen() {
  const { t } = useTranslation('auth');
  const { error, errorForm } = useAuth();
  const [tab, setTab] = useState<AuthForm>('signIn');
  const failure = (form: AuthForm): ReactNode =>
    error &&
    errorForm === form && (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="lg">
        {error}
      </Alert>
    );

  return (
    <main className={classes.screen}>
      <div className={classes.language}>
        <LanguageChoice />
      </div>
      <Paper className={classes.card} withBorder shadow="xl" radius="lg" p="xl">
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <Image src="/logo.svg" alt="" w={56} h={56} />
            <Title order={1} fz={28} fw={700}>
              {t('productName')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('tagline')}
            </Text>
          </Stack>
          {/* Only the open tab is in the page, so each label names one field. */}
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === 'signUp' ? 'signUp' : 'signIn')}
            keepMounted={false}
          >
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="signIn">{t('tabs.signIn')}</Tabs.Tab>
              <Tabs.Tab value="signUp">{t('tabs.signUp')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signIn">
              {failure('signIn')}
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="signUp">
              {failure('signUp')}
              <SignUpForm />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
      <Group gap={6} c="dimmed" pos="relative" wrap="nowrap">
        <IconLock size={14} style={{ flexShrink: 0 }} />
        <Text size="xs">{t('footer')}</Text>
      </Group>
    </main>
  );
}
