import '../i18n';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function NewsPlaceholder() {
  const { t } = useTranslation('community');
  return <h1>{t('news.title')}</h1>;
}

export function CommunityRoutes() {
  return (
    <Routes>
      <Route path="/news" element={<NewsPlaceholder />} />
    </Routes>
  );
}
