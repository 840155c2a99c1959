import { screen } from '@testing-library/react';
import '../i18n';
import { renderWithKit, switchLocale } from '@arena/shared-kit/testing';
import { CommunityRoutes } from './routes';

beforeEach(async () => {
  await switchLocale('en');
});

describe('the routes of the legal pages, the FAQ and the changelog', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
    ['/faq', 'Frequently Asked Questions'],
    ['/changelog', 'Changelog'],
  ])('%s loads its page lazily', async (path, heading) => {
    renderWithKit(<CommunityRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
