import { ApiError, i18n, loadLocale } from '@arena/shared-kit';
import '../i18n';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { refusalText } from './server-messages';

const refusal = (message: string) => new ApiError(403, 4003, message);

describe('refusalText', () => {
  it.each([
    ['en', 'Registration is closed by admin', 'Tournament registration is closed'],
    ['ar', 'أغلق المشرف باب التسجيل', 'التسجيل في البطولة مغلق'],
  ] as const)(
    'says each closed-by-admin refusal with its own text (%s)',
    async (locale, registrationClosed, queueClosed) => {
      await loadLocale(locale);
      const t = i18n.getFixedT(locale, MATCHMAKING_NAMESPACE);
      expect(refusalText(refusal('Registration is closed by admin'), 'failed', t, locale, 'UTC')).toBe(
        registrationClosed,
      );
      expect(refusalText(refusal('Tournament registration is closed'), 'failed', t, locale, 'UTC')).toBe(
        queueClosed,
      );
    },
  );
});
