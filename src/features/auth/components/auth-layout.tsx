import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLanguage, useThemeName } from '@/shared/preferences/use-preferences';
import { useSessionStore } from '@/shared/session/session-store';
import { DefaultLogo } from '@/shared/ui/logo';
import { PreferenceSwitches } from '@/shared/ui/preference-switches';

/** The frame of the sign-in, recovery and init pages: logo, title, language and theme. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const settings = useSessionStore((s) => s.settings);
  const dark = useThemeName() === 'dark';
  const language = useLanguage();
  const appTitle = settings?.appTitle ?? 'Vigil';
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          {settings?.appLogo ? (
            <img src={settings.appLogo} alt={appTitle} style={{ height: 28 }} />
          ) : (
            <DefaultLogo dark={dark} title={appTitle} />
          )}
          <PreferenceSwitches language={language} dark={dark} />
        </Flex>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
