import { CopyOutlined, ShareAltOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { streamKeys, streamsApi } from '../api';
import { CREATED_FORMAT } from './stream-info-details';

/** The share link as an address to paste anywhere (the server gives it relative to its origin). */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * Share links of a stream, for whoever manages it: a signed watch link for
 * people without an account, shown on request, copied with one click; revoking
 * voids every link given out so far.
 */
export function ShareCard({ uid }: { uid: string }) {
  const { t } = useTranslation('stream-pages');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const share = useQuery({
    queryKey: streamKeys.share(uid),
    queryFn: ({ signal }) => streamsApi.share(uid, signal),
    enabled: shown,
    staleTime: Infinity,
    gcTime: 0,
  });
  const revoke = useMutation({
    mutationFn: () => streamsApi.revokeShare(uid),
    onSuccess: () => {
      setShown(false);
      client.removeQueries({ queryKey: streamKeys.share(uid) });
      void message.success(t('share.revoked'));
    },
  });

  const link = shown && share.data ? absolute(share.data.url) : null;
  const copy = (text: string) => {
    const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    done.then(
      () => void message.success(t('share.copied')),
      () => void message.error(t('share.copyFailed')),
    );
  };

  return (
    <Card title={t('share.title')} size="small" role="region" aria-label={t('share.title')}>
      <Typography.Paragraph type="secondary">{t('share.text')}</Typography.Paragraph>
      {link && share.data ? (
        <Space orientation="vertical" size={4} style={{ width: '100%', marginBottom: 16 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label={t('share.link')} onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => copy(link)}>
              {t('share.copy')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">
            {t('share.validUntil', { time: dayjs(share.data.expireTime).format(CREATED_FORMAT) })}
          </Typography.Text>
        </Space>
      ) : null}
      <Space wrap>
        {!link && (
          <Button
            type="primary"
            icon={<ShareAltOutlined aria-hidden />}
            loading={share.isFetching}
            onClick={() => (shown ? void share.refetch() : setShown(true))}
          >
            {t('share.show')}
          </Button>
        )}
        <Popconfirm
          title={t('share.revokeTitle')}
          description={t('share.revokeText')}
          okText={t('share.revokeOk')}
          cancelText={t('share.cancel')}
          okButtonProps={{ danger: true, loading: revoke.isPending }}
          onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
        >
          <Button danger icon={<StopOutlined aria-hidden />}>
            {t('share.revoke')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
