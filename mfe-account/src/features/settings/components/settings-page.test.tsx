import { sessionStore, type User } from '@arena/shared-kit';
import { clearToasts, mockApi, type MockRoute, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { setSession } from '../../../testing/render';
import {
  NOT_LINKED_ROUTES,
  testCountries,
  toastTexts,
  uploadRoutes,
} from '../../../testing/settings-fixtures';

const countriesRoute = { data: { countries: testCountries } };

let stub: ReturnType<typeof mockApi>;

/** The fetch stub with the country list, plus the given routes. */
function api(routes: Record<string, MockRoute> = {}) {
  stub = mockApi({ 'GET /v1/general/countries': { body: countriesRoute }, ...NOT_LINKED_ROUTES, ...routes });
  return stub;
}

function calls(): string[] {
  return stub.calls();
}

/** PUT /v1/user/me/profile as the API answers it: the user with the body applied. Records the bodies. */
function savingProfile(bodies: unknown[], base: User = testUser): MockRoute {
  return ({ body }) => {
    bodies.push(body);
    const update = body as Record<string, unknown>;
    return { body: { user: { ...base, ...update } } };
  };
}

async function renderSettings(user: User = testUser) {
  setSession(user);
  renderWithKit(<AccountRoutes />, { path: '/account/settings' });
  return screen.findByRole('heading', { level: 1, name: 'Settings' });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(async () => {
  await resetKit('en');
  clearToasts();
});

describe('settings page: profile form', () => {
  it('shows the signed-in player in the form, with the title and the sidebar entry', async () => {
    api();
    await renderSettings({ ...testUser, notificationPreferences: 3 });

    expect(screen.getByLabelText('Display name')).toHaveValue('Falcon');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Saudi Arabia');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('falcon@example.com');
    expect(email).toHaveAttribute('type', 'email');
    const gameId = screen.getByLabelText('Game ID');
    expect(gameId).toHaveValue('Falcon#MENA');
    expect(gameId).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Private' })).not.toBeChecked();
    for (const name of ['Tournament updates', 'Challenges', 'Rewards'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await waitFor(() => expect(document.title).toBe('Settings | MENA Arena'));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads the preference integer as boxes and saves the count of ticked boxes', async () => {
    const bodies: unknown[] = [];
    api({ 'PUT /v1/user/me/profile': savingProfile(bodies) });
    await renderSettings({ ...testUser, notificationPreferences: 2 });

    const tournaments = screen.getByRole('checkbox', { name: 'Tournament updates' });
    const challenges = screen.getByRole('checkbox', { name: 'Challenges' });
    const rewards = screen.getByRole('checkbox', { name: 'Rewards' });
    expect([tournaments, challenges, rewards].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);

    // Rewards alone still counts as one box: the API stores counts, not which boxes (P1 §5).
    fireEvent.click(tournaments);
    fireEvent.click(challenges);
    fireEvent.click(rewards);
    save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ notificationPreferences: 1 });

    // The form then shows what is stored: one box, read as tournament updates.
    await waitFor(() => expect(tournaments).toBeChecked());
    expect(challenges).not.toBeChecked();
    expect(rewards).not.toBeChecked();

    fireEvent.click(rewards);
    save();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ notificationPreferences: 2 });
  });

  it('saves the profile, says so, and puts the saved user in the session', async () => {
    const bodies: unknown[] = [];
    api({ 'PUT /v1/user/me/profile': savingProfile(bodies) });
    await renderSettings();

    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  Desert Hawk ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    save();

    await waitFor(() => expect(toastTexts()).toContain('Profile updated successfully'));
    expect(bodies).toEqual([
      {
        displayName: 'Desert Hawk',
        location: 'Saudi Arabia',
        email: null,
        isProfileVisible: false,
        notificationPreferences: 3,
      },
    ]);
    const user = sessionStore.getState().user!;
    expect(user.displayName).toBe('Desert Hawk');
    expect(user.isProfileVisible).toBe(false);
    expect(screen.getByLabelText('Display name')).toHaveValue('Desert Hawk');
  });

  it('shows what is wrong with the fields and sends nothing', async () => {
    api();
    await renderSettings();

    const displayName = screen.getByLabelText('Display name');
    fireEvent.change(displayName, { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'falcon@nowhere' } });
    save();
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(displayName).toHaveAttribute('aria-invalid', 'true');
    expect(displayName).toHaveAccessibleDescription('Display name is required');

    fireEvent.change(displayName, { target: { value: 'ab' } });
    save();
    expect(await screen.findByText('Display name must be 3 to 32 characters')).toBeInTheDocument();
    fireEvent.change(displayName, { target: { value: 'x'.repeat(33) } });
    save();
    expect(await screen.findByText('Display name must be 3 to 32 characters')).toBeInTheDocument();
    expect(calls()).not.toContain('PUT /v1/user/me/profile');
  });

  it('says when saving failed and keeps the session as it was', async () => {
    api({
      'PUT /v1/user/me/profile': () => ({
        status: 400,
        body: { code: 4000, message: 'location must be a country', details: null },
      }),
    });
    await renderSettings();
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Renamed' } });
    save();
    await waitFor(() => expect(toastTexts()).toContain('Failed to save profile changes'));
    expect(toastTexts()).not.toContain('Profile updated successfully');
    expect(sessionStore.getState().user!.displayName).toBe('Falcon');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('speaks Arabic', async () => {
    await resetKit('ar');
    api();
    setSession(testUser);
    renderWithKit(<AccountRoutes />, { path: '/account/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('الاسم المعروض'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('الاسم المعروض مطلوب')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تحديثات البطولات' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'تعطيل الحساب' })).toBeInTheDocument();
  });
});

describe('settings page: location picker', () => {
  it('filters countries by a substring of the name, ignoring case, and says when none match', async () => {
    api();
    await renderSettings();
    const location = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(calls()).toContain('GET /v1/general/countries'));

    fireEvent.change(location, { target: { value: 'ARAB' } });
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['🇸🇦Saudi Arabia', '🇦🇪United Arab Emirates']);
    expect(screen.queryByText('No countries found')).not.toBeInTheDocument();

    fireEvent.change(location, { target: { value: 'qzx' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No countries found');
  });

  it('works from the keyboard, and clearing the field clears the location', async () => {
    const bodies: unknown[] = [];
    api({ 'PUT /v1/user/me/profile': savingProfile(bodies) });
    await renderSettings();
    const location = screen.getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(calls()).toContain('GET /v1/general/countries'));

    fireEvent.change(location, { target: { value: 'gyp' } });
    expect(location).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(location, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Egypt/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(location, { key: 'Enter' });
    expect(location).toHaveValue('Egypt');
    expect(location).toHaveAttribute('aria-expanded', 'false');
    save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ location: 'Egypt' });

    // Text naming no country is put back on leaving the field.
    fireEvent.change(location, { target: { value: 'Atlantis' } });
    fireEvent.keyDown(location, { key: 'Escape' });
    fireEvent.blur(location);
    expect(location).toHaveValue('Egypt');

    fireEvent.change(location, { target: { value: '' } });
    fireEvent.blur(location);
    save();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ location: null });
  });
});

describe('settings page: images', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  function choose(label: string, file: File) {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  }

  it('refuses a file that is not an image, and one over 2 MB, before any call', async () => {
    const { routes, sent } = uploadRoutes({});
    api(routes);
    await renderSettings();

    choose('Change profile image', new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
    expect(screen.getByLabelText('Change profile image')).toHaveAttribute('aria-invalid', 'true');

    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    choose('Change banner image', big);
    expect(await screen.findByText('Image size should be less than 2MB')).toBeInTheDocument();

    expect(sent.size).toBe(0);
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(sessionStore.getState().user!.profileImage).toBeNull();
  });

  it('uploads a chosen profile image, shows it, and puts the new user in the session', async () => {
    const newImage = 'http://localhost:8090/uploads/abc.png';
    const { routes, sent } = uploadRoutes({
      'POST /v1/user/me/profile/image': { body: { user: { ...testUser, profileImage: newImage } } },
    });
    api(routes);
    await renderSettings();
    expect(screen.queryByRole('img', { name: 'Profile image preview' })).not.toBeInTheDocument();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    choose('Change profile image', png);
    expect(screen.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute('src', 'blob:preview');

    await waitFor(() => expect(toastTexts()).toContain('Profile image updated successfully'));
    expect(sent.get('/v1/user/me/profile/image')!.get('image')).toBe(png);
    expect(sessionStore.getState().user!.profileImage).toBe(newImage);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute('src', newImage),
    );
  });

  it.each([
    [
      { status: 413, body: { code: 4013, message: 'Image size should be less than 2MB' } },
      'Image size should be less than 2MB',
    ],
    [
      { status: 415, body: { code: 4015, message: 'Please upload an image file' } },
      'Please upload an image file',
    ],
    [{ status: 500, body: { code: 5000, message: 'Internal error' } }, 'Failed to upload banner image'],
  ])('shows the server refusing a banner (%j) as "%s"', async (answer, text) => {
    const { routes, sent } = uploadRoutes({ 'POST /v1/user/me/profile/banner': answer });
    api(routes);
    await renderSettings();
    choose('Change banner image', new File(['gif'], 'banner.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toastTexts()).toContain(text));
    expect(sent.has('/v1/user/me/profile/banner')).toBe(true);
    expect(sessionStore.getState().user!.bannerImage).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Banner image preview' })).not.toBeInTheDocument(),
    );
  });

  it('says when a banner upload succeeds', async () => {
    const banner = 'http://localhost:8090/uploads/banner.webp';
    api(
      uploadRoutes({
        'POST /v1/user/me/profile/banner': { body: { user: { ...testUser, bannerImage: banner } } },
      }).routes,
    );
    await renderSettings();
    choose('Change banner image', new File(['webp'], 'banner.webp', { type: 'image/webp' }));
    await waitFor(() => expect(toastTexts()).toContain('Banner image updated successfully'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute('src', banner),
    );
  });
});

describe('settings page: deactivate account', () => {
  function openDialog() {
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Account' }));
    return screen.getByRole('dialog', { name: 'Deactivate your account?' });
  }

  it('needs the word delete typed, then deactivates and logs out', async () => {
    const bodies: unknown[] = [];
    api({
      'POST /v1/user/me/deactivate': ({ body }) => {
        bodies.push(body);
        return { body: { message: 'Account deactivated successfully' } };
      },
    });
    await renderSettings();
    const dialog = openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(confirm).toBeDisabled();
    const word = within(dialog).getByLabelText('Type delete to confirm');
    fireEvent.change(word, { target: { value: 'Delete' } });
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(calls()).not.toContain('POST /v1/user/me/deactivate');

    fireEvent.change(word, { target: { value: 'delete' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(toastTexts()).toContain('Account deactivated successfully'));
    expect(bodies).toEqual([{ confirm: 'delete' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/logout'));
  });

  it('says when deactivating failed and stays', async () => {
    window.history.replaceState(null, '', '/account/settings');
    api({ 'POST /v1/user/me/deactivate': () => ({ status: 500, body: { code: 5000, message: 'x' } }) });
    await renderSettings();
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Type delete to confirm'), {
      target: { value: 'delete' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to deactivate account'));
    expect(window.location.pathname).toBe('/account/settings');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
