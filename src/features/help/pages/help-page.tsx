import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isReadOnlyUser, useSessionStore } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/page-frame';
import { AboutLinks } from '../components/about-links';
import { FailureReasons } from '../components/failure-reasons';
import { GettingStarted } from '../components/getting-started';
import { ShortcutList } from '../components/shortcut-list';
import { HELP_NS } from '../texts';

/**
 * Help (docs/console.md#screens-and-routes): getting started, every keyboard shortcut of the console, what each stream
 * failure reason means and what to do, the documentation links and the version. Static texts
 * and the boot data: no call of its own.
 */
export function HelpPage() {
  const { t } = useTranslation(HELP_NS);
  const settings = useSessionStore((s) => s.settings);
  const user = useSessionStore((s) => s.user);
  return (
    <PageFrame>
      <div style={{ maxWidth: 860 }}>
        <Typography.Paragraph>{t('page.intro')}</Typography.Paragraph>
        <GettingStarted canAdd={!!user && !isReadOnlyUser(user)} />
        <ShortcutList />
        <FailureReasons />
        <AboutLinks
          version={settings?.version ?? ''}
          revision={settings?.revision ?? ''}
          documentation={settings?.links.documentation ?? null}
          isAdmin={!!user?.isAdmin}
        />
      </div>
    </PageFrame>
  );
}
