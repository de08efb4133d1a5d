import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The console's address through the relay: a link that opens it, and a button that copies it. */
export function TunnelAddress({ url }: { url: string }) {
  const { t } = useTranslation('admin-tunnel');
  const consoleUrl = new URL('ui/', url).toString();
  return (
    <Typography.Text copyable={{ text: consoleUrl, tooltips: [t('card.copy'), t('card.copied')] }}>
      <Typography.Link href={consoleUrl} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {consoleUrl}
      </Typography.Link>
    </Typography.Text>
  );
}
