import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSOLE_SHORTCUTS, shortcutTextKey, type Shortcut } from '@/shared/logic/shortcuts';
import { HELP_NS } from '../texts';
import { HelpSection } from './help-section';

/** Every keyboard shortcut of the console, from its one table, by where it works. */
export function ShortcutList() {
  const { t } = useTranslation(HELP_NS);
  return (
    <HelpSection id="help-shortcuts" title={t('shortcuts.title')}>
      <Typography.Paragraph>{t('shortcuts.intro')}</Typography.Paragraph>
      {CONSOLE_SHORTCUTS.map((group) => (
        <div key={group.scope}>
          <Typography.Title level={5} id={`help-shortcuts-${group.scope}`}>
            {t(`shortcuts.scope.${group.scope}`)}
          </Typography.Title>
          <Table<Shortcut>
            aria-labelledby={`help-shortcuts-${group.scope}`}
            size="small"
            pagination={false}
            rowKey={(s) => `${s.action}:${s.label}`}
            dataSource={[...group.shortcuts]}
            columns={[
              {
                key: 'keys',
                title: t('shortcuts.keys'),
                width: '34%',
                render: (_: unknown, s: Shortcut) => <kbd style={{ whiteSpace: 'nowrap' }}>{s.label}</kbd>,
              },
              {
                key: 'action',
                title: t('shortcuts.action'),
                render: (_: unknown, s: Shortcut) => t(shortcutTextKey(group, s.action)),
              },
            ]}
            style={{ marginBottom: 16 }}
          />
        </div>
      ))}
    </HelpSection>
  );
}
