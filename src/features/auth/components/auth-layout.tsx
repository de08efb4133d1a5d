import { Flex, theme, Typography } from 'antd';
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
  const { token } = theme.useToken();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* A card as antd's Card draws it, without its code: that brings tabs, menus and skeletons no sign-in page shows. */}
      <section
        style={{
          width: 400,
          maxWidth: '100%',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
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
      </section>
    </Flex>
  );
}
