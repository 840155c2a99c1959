import { Button, setLocale, type Locale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * Shows the language it switches to: "EN" while Arabic is active, "AR" while English is. `setLocale` stores the
 * choice and flips `<html lang dir>`; every mounted remote re-renders through the shared i18next instance.
 */
export function LanguageToggle({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const { t, i18n } = useTranslation('shell');
  const target: Locale = i18n.language === 'en' ? 'ar' : 'en';
  return (
    <Button
      $variant={variant}
      $size="small"
      lang={target}
      title={t('header.switchLanguage')}
      data-testid="language-toggle"
      onClick={() => void setLocale(target)}
    >
      {target.toUpperCase()}
    </Button>
  );
}
