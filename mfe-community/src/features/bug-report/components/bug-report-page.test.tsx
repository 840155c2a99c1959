import { mockApi, renderWithKit, resetKit, signInAs, switchLocale } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../../i18n';
import { BUG_REPORT_FILE_MAX_BYTES } from '../utils/bug-report';
import { BugReportPage } from './bug-report-page';

beforeEach(async () => {
  resetKit();
  await switchLocale('en');
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillRequired() {
  fill('Bug type', 'tournament-bug');
  fill('Game ID', 'Nour#MENA');
  fill('Title', 'Bracket does not load');
  fill('Description', 'The bracket stays empty.');
  fill('Chat community ID', 'nour.community');
}

function pick(file: File) {
  const input = screen.getByLabelText('Screenshot or video (optional)');
  fireEvent.change(input, { target: { files: [file] } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));

describe('BugReportPage', () => {
  it('marks each empty required field and shows the toast, without sending', async () => {
    const api = mockApi({});
    renderWithKit(<BugReportPage />, { path: '/' });
    expect(document.title).toBe('Bug Report | MENA Arena');
    expect(screen.getByRole('heading', { level: 1, name: 'Report a Bug' })).toBeInTheDocument();
    expect(screen.getByLabelText('Chat community ID')).toHaveAttribute('type', 'email');
    expect(screen.getByText('PNG, JPG, GIF or MP4, at most 10 MB')).toBeInTheDocument();

    submit();
    expect(await screen.findByText('Please Fill All Required Fields')).toBeInTheDocument();
    expect(screen.getAllByText('This Field Is Required')).toHaveLength(5);
    for (const label of ['Bug type', 'Game ID', 'Title', 'Description', 'Chat community ID']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This Field Is Required');
    }
    expect(screen.getByLabelText('Steps to reproduce (optional)')).not.toHaveAttribute('aria-invalid');

    fill('Title', 'Now there is a title');
    expect(screen.getAllByText('This Field Is Required')).toHaveLength(4);
    expect(api.calls()).toEqual([]);
  });

  it('shows the messages in Arabic', async () => {
    mockApi({});
    await switchLocale('ar');
    renderWithKit(<BugReportPage />, { path: '/' });
    expect(document.title).toBe('الإبلاغ عن خطأ | MENA Arena');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await screen.findByText('يرجى ملء جميع الحقول المطلوبة')).toBeInTheDocument();
    expect(screen.getAllByText('هذا الحقل مطلوب')).toHaveLength(5);
  });

  it('sends the report with the steps appended, the game ID as userName and the community ID as email', async () => {
    const bodies: unknown[] = [];
    const api = mockApi({
      'POST /v1/bug-report': ({ body, init }) => {
        bodies.push({ body, authorization: new Headers(init?.headers).get('Authorization') });
        return { pending: true };
      },
    });
    renderWithKit(<BugReportPage />, { path: '/' });
    fillRequired();
    fill('Steps to reproduce (optional)', '1. Open a tournament\n2. Click Bracket');
    submit();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.calls()).toEqual(['POST /v1/bug-report']);
    expect(bodies[0]).toEqual({
      authorization: null,
      body: {
        bugType: 'tournament-bug',
        title: 'Bracket does not load',
        description:
          'The bracket stays empty.\n\nSteps to reproduce:\n1. Open a tournament\n2. Click Bracket',
        userName: 'Nour#MENA',
        email: 'nour.community',
        deviceInfo: { os: expect.any(String), browser: expect.any(String) },
        screenshot: null,
      },
    });
  });

  it('clears the form and the flags after success, with the image sent as a data URL', async () => {
    let sent: { screenshot?: string } = {};
    mockApi({
      'POST /v1/bug-report': ({ body }) => {
        sent = body as typeof sent;
        return { status: 201, body: { status: 'success', data: {} } };
      },
    });
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderWithKit(<BugReportPage />, { path: '/' });
    submit();
    expect(await screen.findAllByText('This Field Is Required')).toHaveLength(5);
    fillRequired();
    pick(new File(['png-bytes'], 'bracket.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of bracket.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    submit();
    expect(await screen.findByText('Bug Report Submitted Successfully')).toBeInTheDocument();
    expect(sent.screenshot).toMatch(/^data:image\/png;base64,/);
    // The toast and the cleared form are two renders; a busy machine can paint the toast first.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Bug type')).toHaveValue('');
    expect(screen.getByLabelText('Game ID')).toHaveValue('');
    expect(screen.queryByText('This Field Is Required')).not.toBeInTheDocument();
    expect(screen.queryByText('bracket.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  });

  it('shows the failure toast and keeps what was typed', async () => {
    mockApi({ 'POST /v1/bug-report': { status: 500, body: { message: 'boom' } } });
    renderWithKit(<BugReportPage />, { path: '/' });
    fillRequired();
    submit();
    expect(await screen.findByText('Error Submitting Bug Report')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Bracket does not load');
  });

  it('refuses a file over 10 MB and a non-media file, and shows a video by its name only', async () => {
    const api = mockApi({});
    renderWithKit(<BugReportPage />, { path: '/' });
    const big = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: BUG_REPORT_FILE_MAX_BYTES + 1 });
    pick(big);
    expect(screen.getByText('The file is larger than 10 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Screenshot or video (optional)')).toHaveAttribute('aria-invalid', 'true');

    pick(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Choose an image or a video (PNG, JPG, GIF or MP4)')).toBeInTheDocument();

    fillRequired();
    submit();
    await act(async () => undefined);
    expect(api.calls()).toEqual([]);

    pick(new File(['ftyp'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.queryByText('The file is larger than 10 MB')).not.toBeInTheDocument();
    const preview = screen.getByText('clip.mp4').closest('figure') as HTMLElement;
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  });

  it('sends no token even when a player is signed in (only the tickets page does, P2 §7)', async () => {
    signInAs({ gameName: 'Nour', tagLine: 'MENA' });
    const headers: (string | null)[] = [];
    mockApi({
      'POST /v1/bug-report': ({ init }) => {
        headers.push(new Headers(init?.headers).get('Authorization'));
        return { status: 201, body: { status: 'success', data: {} } };
      },
    });
    renderWithKit(<BugReportPage />, { path: '/' });
    fillRequired();
    submit();
    await waitFor(() => expect(headers).toEqual([null]));
  });
});
