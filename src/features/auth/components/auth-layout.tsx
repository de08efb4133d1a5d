import type { ReactNode } from 'react';
import { useLanguage, useThemeName } from '@/shared/preferences/use-preferences';
import { useSessionStore } from '@/shared/session/session-store';
import { DefaultLogo } from '@/shared/ui/logo';
import { PreferenceSwitches } from '@/shared/ui/preference-switches';
import './auth-layout.css';

/**
 * The frame of the sign-in, recovery and init pages: logo, title, language and theme, on a card as
 * antd's draws it. Drawn without antd, as everything on these pages: their first load is only what they draw.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const settings = useSessionStore((s) => s.settings);
  const dark = useThemeName() === 'dark';
  const language = useLanguage();
  const appTitle = settings?.appTitle ?? 'Vigil';
  return (
    <div className="vigil-auth">
      <section className="vigil-auth__card">
        <div className="vigil-auth__top">
          {settings?.appLogo ? (
            <img src={settings.appLogo} alt={appTitle} style={{ height: 28 }} />
          ) : (
            <DefaultLogo dark={dark} title={appTitle} />
          )}
          <PreferenceSwitches language={language} dark={dark} />
        </div>
        <h3 className="vigil-auth__title">{title}</h3>
        {children}
      </section>
    </div>
  );
}

/** A line of the page under its title, in the secondary colour. */
export function AuthIntro({ children }: { children: ReactNode }) {
  return <p className="vigil-auth__intro">{children}</p>;
}
