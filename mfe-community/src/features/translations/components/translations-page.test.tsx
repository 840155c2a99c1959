import { resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, switchLocale } from '../../../testing/render';
import type { Catalogue } from '../utils/locale-rules';
import { TranslationsPage } from './translations-page';

const catalogue: Catalogue = {
  namespaces: {
    community: {
      source: 'mfe-community/src/locales',
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
    },
    shell: { source: 'shell/src/locales', en: { home: 'Home' }, ar: { home: 'الرئيسية' } },
  },
};

let downloads: Blob[] = [];

beforeEach(async () => {
  resetKit();
  await switchLocale('en');
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

const stat = (testId: string) => screen.getByTestId(testId).textContent;
const rows = () => screen.getAllByTestId('translation-row');

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('TranslationsPage', () => {
  it('shows counts, the plural-aware match percentage and the placeholder mismatch', () => {
    renderWithKit(<TranslationsPage catalogue={catalogue} />);
    expect(document.title).toBe('Translation Tool | MENA Arena');
    expect(stat('en-count')).toBe('4');
    expect(stat('ar-count')).toBe('3');
    expect(stat('match-percentage')).toBe('75.00%');
    expect(stat('missing-count')).toBe('1');
    expect(stat('extra-count')).toBe('0');
    expect(stat('placeholder-count')).toBe('1');
    expect(stat('overall-percentage')).toBe('80.00%');

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

  it('searches keys and values in both languages', () => {
    renderWithKit(<TranslationsPage catalogue={catalogue} />);
    fireEvent.change(screen.getByLabelText('Search keys and values'), { target: { value: 'دقيقتان' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('news.readTime');
    fireEvent.change(screen.getByLabelText('Search keys and values'), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No keys match.')).toBeInTheDocument();
  });

  it('refuses a duplicate key and adds a new one to both languages', async () => {
    renderWithKit(<TranslationsPage catalogue={catalogue} />);
    fireEvent.change(screen.getByLabelText('New key'), { target: { value: 'news.title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add key' }));
    expect(await screen.findByText('This key already exists')).toBeInTheDocument();
    expect(stat('en-count')).toBe('4');

    fireEvent.change(screen.getByLabelText('New key'), { target: { value: 'news.subtitle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add key' }));
    expect(stat('en-count')).toBe('5');
    expect(stat('ar-count')).toBe('4');
    expect(stat('match-percentage')).toBe('80.00%');
  });

  it('edits inline, deletes after confirmation and downloads the namespace as parseable JSON', async () => {
    renderWithKit(<TranslationsPage catalogue={catalogue} />);
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
    renderWithKit(<TranslationsPage catalogue={catalogue} />);
    expect(document.title).toBe('أداة الترجمة | MENA Arena');
    fireEvent.click(screen.getByRole('button', { name: 'طريقة الحفظ' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ تعديلاتك' });
    expect(
      within(dialog).getByText('استبدل الملف mfe-community/src/locales/ar.json به.'),
    ).toBeInTheDocument();
  });
});
