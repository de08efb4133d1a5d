import { useQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authApi } from '@/features/auth';
import { usePrefersDark } from '@/shared/hooks/use-prefers-dark';
import { browserLanguage, initI18n, type Language } from '@/shared/i18n';
import { BootScreen } from './boot-screen';
import { boot } from './logic/boot';
import { createQueryClient, Providers } from './providers';

const languages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

function Console({ onLanguage }: { onLanguage: (language: Language) => void }) {
  const query = useQuery({
    queryKey: ['boot'],
    queryFn: () => boot({ ...authApi, browserLanguages: languages() }),
    staleTime: Infinity,
  });
  const { data } = query;
  useEffect(() => {
    if (data) onLanguage(data.language);
    if (data?.settings) document.title = data.settings.appTitle;
  }, [data, onLanguage]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Routes>
        <Route path="*" element={<BootScreen result={data} onRetry={() => void query.refetch()} />} />
      </Routes>
    </Layout>
  );
}

export function App() {
  const [client] = useState(createQueryClient);
  const dark = usePrefersDark();
  const [language, setLanguage] = useState<Language>(() => browserLanguage(languages()));
  initI18n(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Providers client={client} language={language} theme={dark ? 'dark' : 'light'}>
      <BrowserRouter basename="/ui">
        <Console onLanguage={setLanguage} />
      </BrowserRouter>
    </Providers>
  );
}
