import { ProDescriptions, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/index';
import { formatDateTime } from '@/shared/logic/date-format';
import { roleOf, streamLimitKind } from '../logic/user-form';

/** Who a user is (docs/console.md#entities User): login, e-mail, full name, language, role, stream limit, state, created. */
export function UserDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation('people');
  const item = (key: string, value: ReactNode): ProDescriptionsItemProps<User> => ({
    key,
    title: t(`details.${key}`),
    render: () => value,
  });
  const columns = [
    item('login', user.name),
    item('email', user.email || t('details.none')),
    item('fullName', user.fullName || t('details.none')),
    item('language', t(`languages.${user.language}`)),
    item('role', t(`roles.${roleOf(user)}`)),
    item('streamLimit', t(`limits.${streamLimitKind(user.maxStreamCreation)}`, { value: user.maxStreamCreation })),
    item(
      'state',
      <Space size={4} wrap>
        <Tag color={user.isBlocked ? 'red' : 'green'}>{t(user.isBlocked ? 'states.blocked' : 'states.active')}</Tag>
        {user.isManaged && <Tag>{t('states.managed')}</Tag>}
        {user.mustChangePassword && <Tag color="orange">{t('states.mustChange')}</Tag>}
      </Space>,
    ),
    item('created', formatDateTime(user.createdTime, i18n.language)),
  ];
  return (
    <section aria-label={t('details.label', { login: user.name })} style={{ maxWidth: 960 }}>
      <ProDescriptions<User>
        column={{ xs: 1, sm: 1, md: 2 }}
        bordered
        size="small"
        dataSource={user}
        columns={columns}
      />
    </section>
  );
}
