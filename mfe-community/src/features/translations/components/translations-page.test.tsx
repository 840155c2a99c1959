import { setPlatformConfig } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, switchLocale } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../../i18n';
import { TranslationsPage } from './translations-page';

const community = {
  en: {
    news: {
      title: 'News',
      readTime_one: '{{minutes}} min read',
      readTime_other: '{{minutes}} min read',
      greeting: 'Hello {{name}}',
      onlyEnglish: 'Only English',
    },
  },
  ar: {
    news: {
      title: 'الأخبار',
      readTime_zero: 'أقل من دقيقة',
      readTime_one: 'دقيقة واحدة',
      readTime_two: 'دقيقتان',
      readTime_few: '{{minutes}} دقائق',
      readTime_many: '{{minutes}} دقيقة',
      readTime_other: '{{minutes}} دقيقة',
      greeting: 'مرحبًا {{player}}',
    },
  },
};

/** An app's locales/index.json as shared-kit/webpack/publish-locales.cjs writes it. */
const index = (app: string, namespaces: { namespace: string; source: string }[]) => ({
  body: {
    app,
    namespaces: namespaces.map(({ namespace, source }) => ({
      namespace,
      source,
      languages: ['ar', 'en'],
      files: { ar: `${namespace}.ar.json`, en: `${namespace}.en.json` },
    })),
  },
});

/** The shell on this page's origin, community and tournaments (published under a version folder) and pass down. */
const PUBLISHED = {
  'GET /locales/index.json': index('shell', [{ namespace: 'shell', source: 'shell/src/locales' }]),
  'GET /locales/shell.en.json': { body: { home: 'Home' } },
  'GET /locales/shell.ar.json': { body: { home: 'الرئيسية' } },
  'GET /community/locales/index.json': index('community', [
    { namespace: 'community', source: 'mfe-community/src/locales' },
  ]),
  'GET /community/locales/community.en.json': { body: community.en },
  'GET /community/locales/community.ar.json': { body: community.ar },
  'GET /tournaments/1.4.0/locales/index.json': index('tournaments', [
    { namespace: 'tournaments-list', source: 'mfe-tournaments/src/features/tournaments/locales' },
  ]),
  'GET /tournaments/1.4.0/locales/tournaments-list.en.json': { body: { list: { title: 'Tournaments' } } },
  'GET /tournaments/1.4.0/locales/tournaments-list.ar.json': { body: { list: { title: 'البطولات' } } },
};

const remote = (name: string, entry: string) => ({ name, entry, routes: [`/${name}`], version: '1.0.0' });

let downloads: Blob[] = [];

beforeEach(async () => {
  resetKit();
  await switchLocale('en');
  setPlatformConfig({
    remotes: [
      remote('community', 'https://cdn.test/community/mf-manifest.json'),
      remote('tournaments', 'https://cdn.test/tournaments/1.4.0/mf-manifest.json'),
      remote('pass', 'https://cdn.test/pass/mf-manifest.json'),
    ],
  });
  mockApi(PUBLISHED);
  downloads = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      downloads.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterAll(() => setPlatformConfig({}));

const stat = (testId: string) => screen.getByTestId(testId).textContent;

/** Renders the tool, waits for the published strings and selects a namespace. */
async function openNamespace(namespace = 'community') {
  renderWithKit(<TranslationsPage />, { path: '/' });
  fireEvent.change(await screen.findByLabelText('Namespace'), { target: { value: namespace } });
}
const rows = () => screen.getAllByTestId('translation-row');

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('TranslationsPage', () => {
  it('reads the namespaces each app publishes through the platform manifest, grouped by app', async () => {
    renderWithKit(<TranslationsPage />, { path: '/' });
    const select = await screen.findByLabelText('Namespace');
    const groups = within(select)
      .getAllByRole('group')
      .map((group) => [
        group.getAttribute('label'),
        within(group)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ]);
    expect(groups).toEqual([
      ['App: shell', ['shell']],
      ['App: community', ['community']],
      ['App: tournaments', ['tournaments-list']],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The strings of pass could not be loaded; the other apps are shown.',
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('home in Arabic')).toHaveValue('الرئيسية');

    fireEvent.change(select, { target: { value: 'tournaments-list' } });
    expect(screen.getByRole('table', { name: 'Keys of tournaments-list' })).toBeInTheDocument();
    expect(screen.getByLabelText('list.title in English')).toHaveValue('Tournaments');
    expect(screen.getByLabelText('list.title in Arabic')).toHaveValue('البطولات');
  });

  it('says so when no app answers', async () => {
    mockApi({});
    renderWithKit(<TranslationsPage />, { path: '/' });
    expect(await screen.findByText('No strings to show')).toBeInTheDocument();
  });

  it('shows counts, the plural-aware match percentage and the placeholder mismatch', async () => {
    await openNamespace();
    expect(document.title).toBe('Translation Tool | MENA Arena');
    expect(stat('en-count')).toBe('4');
    expect(stat('ar-count')).toBe('3');
    expect(stat('match-percentage')).toBe('75.00%');
    expect(stat('missing-count')).toBe('1');
    expect(stat('extra-count')).toBe('0');
    expect(stat('placeholder-count')).toBe('1');
    expect(stat('overall-percentage')).toBe('83.33%');

    const readTime = rows().find((row) => row.textContent?.includes('news.readTime')) as HTMLElement;
    expect(within(readTime).getByText('Plural')).toBeInTheDocument();
    expect(within(readTime).getAllByRole('textbox')).toHaveLength(8);
    expect(
      screen.getByText('Placeholders differ: {{name}} in English, {{player}} in Arabic'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'missing' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('news.onlyEnglish');
    expect(within(rows()[0]).getByText('Missing')).toBeInTheDocument();
  });

  it('searches keys and values in both languages', async () => {
    await openNamespace();
    fireEvent.change(screen.getByLabelText('Search keys and values'), { target: { value: 'دقيقتان' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('news.readTime');
    fireEvent.change(screen.getByLabelText('Search keys and values'), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No keys match.')).toBeInTheDocument();
  });

  it('asks for a new key in a dialog, refuses a duplicate and adds a new one to both languages', async () => {
    await openNamespace();
    fireEvent.click(screen.getByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a key to community' });
    const input = within(dialog).getByLabelText('New key');
    fireEvent.change(input, { target: { value: 'news.readTime_few' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This key already exists');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(stat('en-count')).toBe('4');

    fireEvent.change(input, { target: { value: 'news.subtitle' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Key news.subtitle added')).toBeInTheDocument();
    expect(stat('en-count')).toBe('5');
    expect(stat('ar-count')).toBe('4');
    expect(stat('match-percentage')).toBe('80.00%');
  });

  it('edits inline, deletes after confirmation and downloads the namespace as parseable JSON', async () => {
    await openNamespace();
    fireEvent.change(screen.getByLabelText('news.greeting in Arabic'), {
      target: { value: 'مرحبًا {{name}}' },
    });
    expect(stat('placeholder-count')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Delete news.onlyEnglish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    expect(stat('match-percentage')).toBe('100.00%');
    expect(screen.queryByText('news.onlyEnglish')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(downloads).toHaveLength(1);
    const json = JSON.parse(await readBlob(downloads[0]));
    expect(json.news.greeting).toBe('مرحبًا {{name}}');
    expect(json.news.readTime_two).toBe('دقيقتان');
    expect(json.news.onlyEnglish).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Language to download'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(JSON.parse(await readBlob(downloads[1]))).toEqual({
      news: {
        title: 'News',
        readTime_one: '{{minutes}} min read',
        readTime_other: '{{minutes}} min read',
        greeting: 'Hello {{name}}',
      },
    });
  });

  it('explains how to save, in Arabic too', async () => {
    await switchLocale('ar');
    renderWithKit(<TranslationsPage />, { path: '/' });
    expect(await screen.findByLabelText('مساحة الأسماء')).toHaveValue('shell');
    expect(document.title).toBe('أداة الترجمة | MENA Arena');
    fireEvent.click(screen.getByRole('button', { name: 'طريقة الحفظ' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ تعديلاتك' });
    expect(within(dialog).getByText('استبدل الملف shell/src/locales/ar.json به.')).toBeInTheDocument();
  });
});
