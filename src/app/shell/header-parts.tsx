import { MenuFoldOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MosaicHeader } from '@/features/mosaics';
// eslint-disable-next-line vigil/boundaries -- the player's index would bring hls.js into the all-streams page's first load (npm run bench:bundle).
import { useStatusNotAccessible } from '@/features/player/status-not-accessible';
import { StreamHeader, StreamsToggles } from '@/features/streams';
import { pathTo, type RouteMatch } from '@/shared/routing';
import { DefaultLogo } from '@/shared/ui/logo';
import '@/shared/ui/plain-text.css';

/** The menu button and the logo (custom from the boot data, or the light or dark default) linking to all streams. */
export function HeaderStart(props: {
  open: boolean;
  onToggle: () => void;
  appLogo: string | null;
  appTitle: string;
  dark: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Button
        type="text"
        data-side-panel-toggle
        aria-label={t(props.open ? 'header.closeMenu' : 'header.openMenu')}
        aria-expanded={props.open}
        icon={props.open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={props.onToggle}
      />
      <Link
        to={pathTo('streams')}
        aria-label={t('header.logo')}
        className={props.appLogo ? undefined : 'vigil-logo-default'}
        style={{ display: 'flex' }}
      >
        {props.appLogo ? (
          <img src={props.appLogo} alt={props.appTitle} style={{ height: 28 }} />
        ) : (
          <DefaultLogo dark={props.dark} title={props.appTitle} />
        )}
      </Link>
    </div>
  );
}

/** The middle of the header: the page's own controls, or its title (docs/console.md#screens-and-routes). */
export function HeaderCenter({ match, title }: { match: RouteMatch; title: string }) {
  const { route, params } = match;
  switch (route.header) {
    case 'streams':
      return <StreamsToggles />;
    case 'stream':
      if (!params.uid) return null;
      return route.name === 'stream-view' ? (
        <PlayerStreamHeader uid={params.uid} />
      ) : (
        <StreamHeader uid={params.uid} page={route.name} />
      );
    case 'mosaic':
      return params.id ? <MosaicHeader id={params.id} page={route.name} /> : null;
    case 'title':
      return (
        <h4 className="vigil-heading-4 vigil-ellipsis" title={title}>
          {title}
        </h4>
      );
    case 'none':
      return null;
  }
}

/** On the player, the header follows the player's status answer: no links for a stream that is not accessible. */
function PlayerStreamHeader({ uid }: { uid: string }) {
  return <StreamHeader uid={uid} page="stream-view" missing={useStatusNotAccessible(uid)} />;
}

export function AddStreamButton() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip title={t('tooltips.addStream')} mouseLeaveDelay={0.2}>
      <Link to={pathTo('add-stream')} aria-label={t('tooltips.addStream')}>
        <Button type="primary" shape="circle" icon={<PlusOutlined />} tabIndex={-1} />
      </Link>
    </Tooltip>
  );
}
