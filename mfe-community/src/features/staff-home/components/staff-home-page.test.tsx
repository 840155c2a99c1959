import type { StaffHomeSlide, User } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommunityRoutes } from '../../../app/routes';
import { makeStaffHomeSlide } from '../../../testing/fixtures';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => resetKit());

const WORDS = {
  en: {
    title: 'Home page',
    table: 'Slides, first to last',
    headers: ['Place', 'Image', 'Slide', 'Link', 'Dates', 'Status', 'Order', 'Actions'],
    titles: ['The MENA Pass is live', 'Tournaments for every player', 'Compete for real prizes'],
    statuses: ['Live', 'Scheduled', 'Ended'],
    always: 'Always',
    artwork: 'Artwork: Tournaments',
    passImage: 'Image of “The MENA Pass is live”',
    addSlide: 'Add slide',
    moveUp: (title: string) => `Move “${title}” up`,
    moveDown: (title: string) => `Move “${title}” down`,
    unsaved: 'The new order is not saved yet: the home page still shows the old one.',
    saveOrder: 'Save order',
    saved: 'Order saved: the home page shows “Tournaments for every player” first.',
    changed: 'The slides changed in the meantime: here they are as they are now. Put them in order again.',
    remove: (title: string) => `Remove “${title}”`,
    removeTitle: 'Remove “Compete for real prizes”?',
    confirmRemove: 'Remove slide',
    cancel: 'Cancel',
    removed: 'Slide removed.',
  },
  ar: {
    title: 'الصفحة الرئيسية',
    table: 'الشرائح، من الأولى إلى الأخيرة',
    headers: ['الترتيب', 'الصورة', 'الشريحة', 'الرابط', 'المدة', 'الحالة', 'تغيير الترتيب', 'الإجراءات'],
    titles: ['MENA Pass متاح الآن', 'بطولات لكل اللاعبين', 'Compete for real prizes'],
    statuses: ['معروضة', 'مجدولة', 'منتهية'],
    always: 'دائمًا',
    artwork: 'الرسم: البطولات',
    passImage: 'صورة «MENA Pass متاح الآن»',
    addSlide: 'إضافة شريحة',
    moveUp: (title: string) => `نقل «${title}» إلى الأعلى`,
    moveDown: (title: string) => `نقل «${title}» إلى الأسفل`,
    unsaved: 'لم يُحفظ الترتيب الجديد بعد: ما زالت الصفحة الرئيسية تعرض الترتيب السابق.',
    saveOrder: 'حفظ الترتيب',
    saved: 'حُفظ الترتيب: تعرض الصفحة الرئيسية «بطولات لكل اللاعبين» أولًا.',
    changed: 'تغيّرت الشرائح في هذه الأثناء: هذه هي كما هي الآن. رتّبها مرة أخرى.',
    remove: (title: string) => `إزالة «${title}»`,
    removeTitle: 'إزالة «Compete for real prizes»؟',
    confirmRemove: 'إزالة الشريحة',
    cancel: 'إلغاء',
    removed: 'أُزيلت الشريحة.',
  },
} as const;

const SLIDES: StaffHomeSlide[] = [
  makeStaffHomeSlide('pass', {
    position: 1,
    title: { en: 'The MENA Pass is live', ar: 'MENA Pass متاح الآن' },
    link: '/me-pass',
    image: { en: '/static/slides/pass.en.svg', ar: '/static/slides/pass.ar.svg' },
    artwork: 'pass',
  }),
  makeStaffHomeSlide('cups', {
    position: 2,
    title: { en: 'Tournaments for every player', ar: 'بطولات لكل اللاعبين' },
    startsAt: '2099-12-01T15:00:00.000Z',
    live: false,
  }),
  makeStaffHomeSlide('prizes', {
    position: 3,
    // No Arabic title: the English one is shown to readers in Arabic.
    title: { en: 'Compete for real prizes' },
    link: 'https://example.com/prizes',
    endsAt: '2020-01-01T00:00:00.000Z',
    live: false,
  }),
];

const EDITOR = { id: 'e1', displayName: 'Editor', staffRoles: ['editor'] } as Partial<User>;

function renderAt(locale: 'en' | 'ar', routes: Record<string, MockRoute> = {}) {
  signInAs(EDITOR);
  const api = mockApi({
    'GET /v1/user/me': { body: { user: EDITOR } },
    'GET /v1/admin/home/slides': { body: { data: SLIDES } },
    ...routes,
  });
  renderWithKit(
    <MemoryRouter initialEntries={['/staff/home']}>
      <CommunityRoutes />
    </MemoryRouter>,
    locale,
  );
  return api;
}

const rowTitles = () =>
  screen.getAllByTestId('staff-home-slide').map((row) => within(row).getByRole('rowheader').textContent);

describe.each(['en', 'ar'] as const)('the home page desk (%s)', (locale) => {
  const words = WORDS[locale];

  it('lists the slides in order: image or artwork, title in the page language, link, dates, status', async () => {
    renderAt(locale);
    const table = await screen.findByRole('table', { name: words.table });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(words.headers);
    expect(rowTitles()).toEqual(words.titles);

    const rows = screen.getAllByTestId('staff-home-slide');
    const pass = within(rows[0]!);
    expect(pass.getByRole('img', { name: words.passImage })).toHaveAttribute(
      'src',
      expect.stringContaining(`/static/slides/pass.${locale}.svg`),
    );
    expect(pass.getByText('/me-pass')).toHaveAttribute('dir', 'ltr');
    expect(pass.getByText(words.always)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(words.artwork)).toBeInTheDocument();
    expect(
      rows.map((row) => within(row).getByText(new RegExp(words.statuses.join('|'))).textContent),
    ).toEqual(words.statuses);
    expect(screen.getByRole('link', { name: words.addSlide })).toHaveAttribute('href', '/staff/home/new');
    // Keyboard moves stop at either end.
    expect(screen.getByRole('button', { name: words.moveUp(words.titles[0]) })).toBeDisabled();
    expect(screen.getByRole('button', { name: words.moveDown(words.titles[2]) })).toBeDisabled();
  });

  it('moves a slide up, keeps focus on it, then saves the new order and says so', async () => {
    const sent: unknown[] = [];
    renderAt(locale, {
      'PUT /v1/admin/home/slides/order': ({ body }) => {
        sent.push(body);
        const { ids } = body as { ids: string[] };
        return {
          body: {
            data: ids.map((id, index) => ({
              ...SLIDES.find((slide) => slide.id === id)!,
              position: index + 1,
            })),
          },
        };
      },
    });
    await screen.findByRole('table', { name: words.table });
    const up = screen.getByRole('button', { name: words.moveUp(words.titles[1]) });
    up.focus();
    fireEvent.click(up);

    expect(rowTitles()).toEqual([words.titles[1], words.titles[0], words.titles[2]]);
    // At the top, Move up is off: focus moves to Move down on the same slide.
    expect(screen.getByRole('button', { name: words.moveDown(words.titles[1]) })).toHaveFocus();
    expect(screen.getByText(words.unsaved)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: words.saveOrder }));
    expect(await screen.findByText(words.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ ids: ['cups', 'pass', 'prizes'] }]);
    expect(screen.queryByText(words.unsaved)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toHaveFocus();
    expect(rowTitles()).toEqual([words.titles[1], words.titles[0], words.titles[2]]);
  });

  it('removes a slide only once confirmed', async () => {
    let stored = SLIDES;
    const api = renderAt(locale, {
      'GET /v1/admin/home/slides': () => ({ body: { data: stored } }),
      'DELETE /v1/admin/home/slides/prizes': () => {
        stored = SLIDES.filter((slide) => slide.id !== 'prizes');
        return { body: { message: 'Slide removed' } };
      },
    });
    await screen.findByRole('table', { name: words.table });
    fireEvent.click(screen.getByRole('button', { name: words.remove(words.titles[2]) }));
    const dialog = await screen.findByRole('dialog', { name: words.removeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    expect(api.calls()).not.toContain('DELETE /v1/admin/home/slides/prizes');

    fireEvent.click(screen.getByRole('button', { name: words.remove(words.titles[2]) }));
    const again = await screen.findByRole('dialog', { name: words.removeTitle });
    fireEvent.click(within(again).getByRole('button', { name: words.confirmRemove }));
    expect(await screen.findByText(words.removed)).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /v1/admin/home/slides/prizes');
    await waitFor(() => expect(rowTitles()).not.toContain(words.titles[2]));
  });
});

describe('the home page desk order', () => {
  it('moves a slide by drag and drop', async () => {
    renderAt('en');
    await screen.findByRole('table', { name: WORDS.en.table });
    const rows = screen.getAllByTestId('staff-home-slide');
    const handle = rows[2]!.querySelector('[draggable="true"]')!;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(within(rows[0]!).getByRole('rowheader'));
    fireEvent.drop(within(rows[0]!).getByRole('rowheader'));
    expect(rowTitles()).toEqual([WORDS.en.titles[2], WORDS.en.titles[0], WORDS.en.titles[1]]);
    expect(screen.getByText(WORDS.en.unsaved)).toBeInTheDocument();
  });

  it('loads the slides again when the order was refused because they changed meanwhile', async () => {
    const api = renderAt('en', {
      'PUT /v1/admin/home/slides/order': {
        status: 400,
        body: { code: 4000, message: 'Invalid body', details: { fields: { ids: 'must list every slide' } } },
      },
    });
    await screen.findByRole('table', { name: WORDS.en.table });
    fireEvent.click(screen.getByRole('button', { name: WORDS.en.moveDown(WORDS.en.titles[0]) }));
    fireEvent.click(screen.getByRole('button', { name: WORDS.en.saveOrder }));
    expect(await screen.findByText(WORDS.en.changed)).toBeInTheDocument();
    expect(rowTitles()).toEqual(WORDS.en.titles);
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /v1/admin/home/slides')).toHaveLength(2),
    );
  });
});
