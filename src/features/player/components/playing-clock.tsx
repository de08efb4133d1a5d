import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/logic/date-format';
import { usePlayerStore } from '../store';

/**
 * What is on screen: live (and over what: WebRTC or HLS) or archive, and the wall-clock time of the picture ('HH:mm:ss, D MMMM');
 * nothing while live has nothing to play (a paused stream is not live). Its room is kept from the
 * first render (player.css, `.vigil-playing-clock`): the heading's row does not grow or wrap when the
 * first picture's time comes, and the follow button beside it stays where it is.
 */
export function PlayingClock() {
  const { t, i18n } = useTranslation('player');
  const mode = usePlayerStore((s) => s.mode);
  const playingTime = usePlayerStore((s) => s.playingTime);
  const transport = usePlayerStore((s) => s.transport);
  const nothing = usePlayerStore((s) => s.mode === 'live' && s.playlist === null);
  return (
    <span className="vigil-playing-clock">
      {!nothing && (
        <Typography.Text type="secondary" aria-live="off" data-testid="playing-clock">
          {mode === 'live' ? t('modeLive') : t('modeArchive')}
          {mode === 'live' && transport && ` (${t(transport === 'webrtc' ? 'viaWebrtc' : 'viaHls')})`}
          {playingTime !== null && (
            <>
              {' · '}
              <time dateTime={new Date(playingTime).toISOString()}>{formatMoment(playingTime, i18n.language)}</time>
            </>
          )}
        </Typography.Text>
      )}
    </span>
  );
}
