import { formatNumber } from '../format/format';
import { i18n, loadLocale, registerNamespace, setLocale } from './i18n';

describe('strings registered as imports', () => {
  afterEach(() => setLocale('ar'));

  it('loads a language only when it is chosen, once, before the switch', async () => {
    await setLocale('ar');
    const importEnglish = jest.fn(() => Promise.resolve({ default: { greeting: 'Hello' } }));
    registerNamespace('lazy-test', { ar: { greeting: 'مرحبا' }, en: importEnglish });
    expect(i18n.t('greeting', { ns: 'lazy-test' })).toBe('مرحبا');
    expect(importEnglish).not.toHaveBeenCalled();

    const switching = setLocale('en');
    // Until the strings are here the page stays in Arabic: never a key on screen.
    expect(i18n.language).toBe('ar');
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { ns: 'lazy-test' })).toBe('Hello');
    await setLocale('ar');
    await setLocale('en');
    expect(importEnglish).toHaveBeenCalledTimes(1);
  });

  it('loads them too when i18next is asked directly, and at once for the current language', async () => {
    await setLocale('ar');
    registerNamespace('lazy-direct', {
      ar: { word: 'كلمة' },
      en: () => Promise.resolve({ word: 'word' }),
    });
    await i18n.changeLanguage('en');
    expect(i18n.t('word', { ns: 'lazy-direct' })).toBe('word');

    // Registered while English is current: its English strings start loading straight away.
    const importEnglish = jest.fn(() => Promise.resolve({ default: { late: 'Late' } }));
    registerNamespace('lazy-late', { ar: { late: 'متأخر' }, en: importEnglish });
    expect(importEnglish).toHaveBeenCalledTimes(1);
    await loadLocale('en');
    expect(i18n.t('late', { ns: 'lazy-late' })).toBe('Late');
  });

  it('makes every caller wait for namespaces registered while a load runs', async () => {
    await setLocale('en');
    let finishFirst: (strings: Record<string, string>) => void = () => undefined;
    registerNamespace('lazy-first', {
      ar: { one: 'واحد' },
      en: () => new Promise<Record<string, string>>((resolve) => (finishFirst = resolve)),
    });
    const waiting = loadLocale('en');
    registerNamespace('lazy-second', { ar: { two: 'اثنان' }, en: () => Promise.resolve({ two: 'Two' }) });
    const alsoWaiting = loadLocale('en');
    finishFirst({ one: 'One' });
    await waiting;
    expect(i18n.t('two', { ns: 'lazy-second' })).toBe('Two');
    await alsoWaiting;
    expect(i18n.t('one', { ns: 'lazy-first' })).toBe('One');
  });

  it('keeps the language when its strings fail to load, and tries again next time', async () => {
    await setLocale('ar');
    const importEnglish = jest
      .fn<Promise<{ default: Record<string, string> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { retry: 'Again' } });
    registerNamespace('lazy-retry', { ar: { retry: 'مجددا' }, en: importEnglish });
    await expect(setLocale('en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('ar');
    await setLocale('en');
    expect(i18n.t('retry', { ns: 'lazy-retry' })).toBe('Again');
  });

  it("bundles the kit's Arabic and loads its English on demand", async () => {
    await setLocale('ar');
    expect(i18n.hasResourceBundle('ar', 'kit')).toBe(true);
    await setLocale('en');
    expect(i18n.hasResourceBundle('en', 'kit')).toBe(true);
  });
});

describe('numbers in strings', () => {
  registerNamespace('numbers-test', {
    en: {
      played_one: 'Played {{count, number}} match',
      played_other: 'Played {{count, number}} matches',
      share: '{{share, number(style: percent)}} more',
      year: '© {{year, number(useGrouping: false)}}',
      written: 'Level {{level, number}}',
    },
    ar: {
      played_zero: 'لم تلعب أي مباراة',
      played_one: 'لعبت مباراة واحدة',
      played_two: 'لعبت مباراتين',
      played_few: 'لعبت {{count, number}} مباريات',
      played_many: 'لعبت {{count, number}} مباراة',
      played_other: 'لعبت {{count, number}} مباراة',
      share: '{{share, number(style: percent)}} إضافية',
      year: '© {{year, number(useGrouping: false)}}',
      written: 'المستوى {{level, number}}',
    },
  });
  const t = (key: string, options: Record<string, unknown>) =>
    i18n.t(key, { ns: 'numbers-test', ...options });

  afterEach(() => setLocale('ar'));

  it('writes {{count, number}} with Arabic-Indic digits and Arabic plural forms in Arabic', async () => {
    await setLocale('ar');
    expect(t('played', { count: 0 })).toBe('لم تلعب أي مباراة');
    expect(t('played', { count: 1 })).toBe('لعبت مباراة واحدة');
    expect(t('played', { count: 2 })).toBe('لعبت مباراتين');
    expect(t('played', { count: 5 })).toBe('لعبت ٥ مباريات');
    expect(t('played', { count: 11 })).toBe('لعبت ١١ مباراة');
    expect(t('played', { count: 1200 })).toBe('لعبت ١٬٢٠٠ مباراة');
    expect(t('share', { share: 0.4 })).toBe(`${formatNumber(0.4, 'ar', { style: 'percent' })} إضافية`);
    expect(t('share', { share: 0.4 })).toMatch(/^٤٠٪/);
    expect(t('year', { year: 2026 })).toBe('© ٢٠٢٦');
  });

  it('writes them with Western digits and separators in English', async () => {
    await setLocale('en');
    expect(t('played', { count: 1 })).toBe('Played 1 match');
    expect(t('played', { count: 1200 })).toBe('Played 1,200 matches');
    expect(t('share', { share: 0.4 })).toBe('40% more');
    expect(t('year', { year: 2026 })).toBe('© 2026');
  });

  it('leaves a value that is already written as it is', async () => {
    await setLocale('ar');
    expect(t('written', { level: '١٢' })).toBe('المستوى ١٢');
  });
});

describe('the language a visit starts in (issue 32, shared links in a language)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    document.cookie = 'arena_lang=; Path=/; Max-Age=0';
  });

  /** The kit's i18n as a fresh page load at `address` would start it. */
  function startAt(address: string): typeof import('./i18n') {
    window.history.replaceState(null, '', address);
    let loaded!: typeof import('./i18n');
    jest.isolateModules(() => {
      loaded = jest.requireActual('./i18n');
    });
    return loaded;
  }

  it("starts in the address's ?lang=, remembers it for the page server and takes it out of the address", () => {
    window.localStorage.setItem('arena.lang', 'ar');
    const { currentLocale } = startAt('/news/42?lang=en&ref=x#top');
    expect(currentLocale()).toBe('en');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/news/42?ref=x#top',
    );
    expect(window.localStorage.getItem('arena.lang')).toBe('en');
    expect(document.cookie).toContain('arena_lang=en');
  });

  it('else starts in the stored choice, else in Arabic, and tells the page server either way', () => {
    expect(startAt('/news?lang=fr').currentLocale()).toBe('ar');
    expect(document.cookie).toContain('arena_lang=ar');
    window.localStorage.setItem('arena.lang', 'en');
    expect(startAt('/').currentLocale()).toBe('en');
    expect(document.cookie).toContain('arena_lang=en');
  });

  it('remembers a switch in the cookie too', async () => {
    await setLocale('en');
    expect(document.cookie).toContain('arena_lang=en');
    await setLocale('ar');
    expect(document.cookie).toContain('arena_lang=ar');
  });
});
