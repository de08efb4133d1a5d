import type { Decorator, Preview } from '@storybook/react-vite';
import { Layout } from 'antd';
import { Providers } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { initI18n } from '../src/shared/i18n';

/** Every story renders in the console's providers, in the theme and language picked in the toolbar. */
const withProviders: Decorator = (Story, context) => {
  const language = context.globals.language === 'ru' ? 'ru' : 'en';
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  initI18n(language);
  return (
    <Providers client={createQueryClient()} language={language} theme={theme}>
      <Layout style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </Layout>
    </Providers>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'ru'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
};

export default preview;
