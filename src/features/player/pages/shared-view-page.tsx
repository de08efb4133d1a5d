import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { SHARE_HEADER } from '@contract/endpoints';
import { ApiError } from '@/shared/http/api-error';
import { call, serverUrl } from '@/shared/http/client';
import { usePlaybackStore } from '@/shared/preferences/playback-store';
import { useLanguage, useThemeName } from '@/shared/preferences/use-preferences';
import { useSessionStore } from '@/shared/session/session-store';
import { DefaultLogo } from '@/shared/ui/logo';
import { PreferenceSwitches } from '@/shared/ui/preference-switches';
import { PlayerVideo } from '../components/player-video';
import type { PlaybackSource } from '../hls-controller';
import { shareTokenOf } from '../logic/share-token';
import { wantsWebrtc } from '../logic/transport';

/** The stream's status is asked again this often (and keeps a live-on-demand stream running). */
const STATUS_POLL_MS = 5000;
const ignore = () => undefined;

/** Why a share link shows no video: incomplete, no longer working, or the catalogue's message. */
function LinkProblem({ token, error }: { token: string | null; error: unknown }) {
  const { t } = useTranslation('player');
  if (!token) return <Alert type="warning" showIcon message={t('shared.incomplete')} />;
  if (error instanceof ApiError && error.status === 404)
    return <Alert type="warning" showIcon message={t('shared.gone')} />;
  const code = error instanceof ApiError ? error.code : 'Unknown';
  return <Alert type="error" showIcon message={t(code, { ns: 'errors' })} />;
}

/**
 * /watch/:uid#share=<token>: a share link's page, for anyone holding it, signed in or not. The
 * stream's live video and status, and nothing else of the console; the token goes with every
 * request in a header, never in an address the server could log.
 */
export function SharedViewPage() {
  const { t } = useTranslation('player');
  const { uid = '' } = useParams();
  const token = shareTokenOf(useLocation().hash);
  const headers = useMemo(() => (token ? { [SHARE_HEADER]: token } : undefined), [token]);
  const stream = useQuery({
    queryKey: ['shared', uid, token],
    queryFn: ({ signal }) => call('getStream', { params: { uid }, query: { extend_lease: true }, headers, signal }),
    enabled: token !== null,
    refetchInterval: (query) => (query.state.error ? false : STATUS_POLL_MS),
    retry: false,
    meta: { handlesErrors: true },
  });
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const playlist = stream.data?.live.playlistUrl;
  const webrtc = wantsWebrtc(usePlaybackStore((s) => s.latency));
  const source = useMemo<PlaybackSource | null>(
    () => (playlist && headers ? { url: serverUrl(playlist), live: true, headers, webrtc } : null),
    [playlist, headers, webrtc],
  );
  const settings = useSessionStore((s) => s.settings);
  const dark = useThemeName() === 'dark';
  const language = useLanguage();
  const appTitle = settings?.appTitle ?? 'Vigil';
  const broken = !token || stream.isError;

  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 960, maxWidth: '100%', alignSelf: 'flex-start' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <DefaultLogo dark={dark} title={appTitle} />
          <PreferenceSwitches language={language} dark={dark} />
        </Flex>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {stream.data?.name ?? t('shared.title')}
        </Typography.Title>
        {broken ? (
          <LinkProblem token={token} error={stream.error} />
        ) : (
          <>
            {stream.data && (
              <Typography.Paragraph type="secondary">
                {t(`status.${stream.data.status}`, { ns: 'streams' })} · {t('shared.note')}
              </Typography.Paragraph>
            )}
            <PlayerVideo
              video={video}
              source={source}
              speed={1}
              empty={<Spin aria-label={t('loading', { ns: 'common' })} />}
              failed={failed}
              onEnded={ignore}
              onEmpty={ignore}
              onFatal={() => setFailed(true)}
              onPlayingTime={ignore}
              onPausedChange={ignore}
              onPicture={() => setFailed(false)}
            />
          </>
        )}
      </Card>
    </Flex>
  );
}
