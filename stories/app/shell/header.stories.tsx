import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddStreamButton, HeaderCenter, HeaderStart } from '../../../src/app/shell/header-parts';
import { mosaicKeys } from '../../../src/features/mosaics';
import { streamKeys } from '../../../src/features/streams/api';
import { matchRoute } from '../../../src/shared/routing';
import { mosaic, stream } from '../../../src/test/fixtures';
import { withRouter, withSeededQueries } from '../../decorators';

/** The menu button and logo, with the side panel state kept here. */
function HeaderStartDemo({ dark, appLogo = null }: { dark: boolean; appLogo?: string | null }) {
  const [open, setOpen] = useState(true);
  return <HeaderStart open={open} onToggle={() => setOpen(!open)} appLogo={appLogo} appTitle="Vigil" dark={dark} />;
}

/** A custom logo from the boot data (an inline picture, so no request leaves the story). */
const customLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="28"><rect width="96" height="28" rx="6" fill="#d4380d"/><text x="12" y="19" font-family="sans-serif" font-size="14" fill="#fff">ACME</text></svg>',
  );

/** docs/console.md#screens-and-routes: the parts of the header. HeaderCenter shows the page's own controls, or its title, or nothing. */
const meta = {
  title: 'App/Shell/Header',
  component: HeaderCenter,
  decorators: [withRouter],
  args: { match: matchRoute('/mosaics'), title: '' },
  // The title is the page's, in the language picked in the toolbar (as the shell passes it).
  render: function Render(args) {
    const { t } = useTranslation('titles');
    return <HeaderCenter {...args} title={t(args.match.route.title)} />;
  },
} satisfies Meta<typeof HeaderCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  render: (_args, { globals }) => <HeaderStartDemo dark={globals.theme === 'dark'} />,
};

export const StartDark: Story = { ...Start, globals: { theme: 'dark' } };

export const StartWithCustomLogo: Story = {
  render: (_args, { globals }) => <HeaderStartDemo dark={globals.theme === 'dark'} appLogo={customLogo} />,
};

/** Other pages show their title. */
export const CenterTitle: Story = { parameters: { path: '/mosaics' } };

export const CenterTitleDark: Story = { ...CenterTitle, globals: { theme: 'dark' } };

/** All streams: grouping, view mode and availability toggles. */
export const CenterStreams: Story = { args: { match: matchRoute('/streams') }, parameters: { path: '/streams' } };

export const CenterStreamsDark: Story = { ...CenterStreams, globals: { theme: 'dark' } };

/** Administration pages (and add user) show no title. */
export const CenterNone: Story = {
  args: { match: matchRoute('/administration/stats') },
  parameters: { path: '/administration/stats' },
};

/** A stream page: the name links to the player, the info button is active on info pages. */
export const CenterStream: Story = {
  args: { match: matchRoute('/stream/cam-1/info') },
  parameters: { path: '/stream/cam-1/info' },
  decorators: [
    withSeededQueries((client) => {
      client.setQueryDefaults(['stream'], { staleTime: Infinity });
      client.setQueryData(streamKeys.one('cam-1'), stream());
    }),
  ],
};

export const CenterStreamDark: Story = { ...CenterStream, globals: { theme: 'dark' } };

/** A mosaic page whose mosaic the user may administer: the settings button shows. */
export const CenterMosaic: Story = {
  args: { match: matchRoute('/mosaic/m-1') },
  parameters: { path: '/mosaic/m-1' },
  decorators: [
    withSeededQueries((client) => {
      client.setQueryDefaults(['mosaic'], { staleTime: Infinity });
      client.setQueryData(mosaicKeys.one('m-1'), mosaic());
    }),
  ],
};

export const CenterMosaicDark: Story = { ...CenterMosaic, globals: { theme: 'dark' } };

/** Shown to everyone but read-only users. */
export const AddStream: Story = { render: () => <AddStreamButton /> };

export const AddStreamDark: Story = { ...AddStream, globals: { theme: 'dark' } };
