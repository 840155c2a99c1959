import { notificationFromPush, notificationTarget, NOTIFICATION_ICON } from './push';

describe('notificationFromPush', () => {
  it('shows the server payload in its language and direction, with the address to open', () => {
    expect(
      notificationFromPush({
        title: 'Match found',
        body: 'Accept within 100 s',
        url: '/tournaments/7',
        tag: 'match-7',
        lang: 'en',
      }),
    ).toEqual({
      title: 'Match found',
      options: {
        body: 'Accept within 100 s',
        tag: 'match-7',
        dir: 'ltr',
        lang: 'en',
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        data: { url: '/tournaments/7' },
      },
    });
  });

  it('is Arabic and right to left unless the payload says English, and has no tag unless one is sent', () => {
    const shown = notificationFromPush({
      title: 'تم العثور على مباراة',
      body: 'اقبل خلال ١٠٠ ثانية',
      url: '/',
    });
    expect(shown?.options).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(shown?.options).not.toHaveProperty('tag');
    expect(notificationFromPush({ title: 't', body: 'b', url: '/', lang: 'fr' })?.options.lang).toBe('ar');
  });

  it('shows nothing for a payload the server does not send', () => {
    for (const payload of [
      null,
      'text',
      42,
      {},
      { title: '', body: 'b', url: '/' },
      { title: 't', url: '/' },
      { title: 't', body: 'b' },
    ]) {
      expect(notificationFromPush(payload)).toBeNull();
    }
  });
});

describe('notificationTarget', () => {
  const origin = 'https://arena.example.com';

  it('opens a path of the portal', () => {
    expect(notificationTarget('/tournaments/7?tab=matches', origin)).toBe(
      `${origin}/tournaments/7?tab=matches`,
    );
    expect(notificationTarget('/', origin)).toBe(`${origin}/`);
  });

  it('sends anything else to the home page', () => {
    for (const url of [
      'https://evil.example.com/',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'tournaments',
      7,
      undefined,
    ]) {
      expect(notificationTarget(url, origin)).toBe(`${origin}/`);
    }
  });
});
