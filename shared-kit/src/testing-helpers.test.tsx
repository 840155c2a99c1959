import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { clearToasts, mockApi, renderWithKit, resetKit, signInAs, type MockAnswer } from '../testing';
import { i18n, queryClient, sessionStore, toast } from './index';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe('@arena/shared-kit/testing', () => {
  it('resetKit signs out, empties the cache and the toaster, restores fetch, and switches language when asked', async () => {
    signInAs();
    queryClient.setQueryData(['x'], 1);
    toast.info('left over');
    const api = mockApi({});
    await resetKit('ar');
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(globalThis.fetch).not.toBe(api);
    expect(i18n.language).toBe('ar');
    renderWithKit(<p>page</p>);
    expect(screen.getByTestId('toaster')).toBeEmptyDOMElement();
    await resetKit('en');
  });

  it('renderWithKit draws the toaster unless told not to, and a router at `path`', async () => {
    await resetKit('en');
    const { unmount } = renderWithKit(<Where />, { path: '/news/1' });
    expect(screen.getByRole('status')).toHaveTextContent('/news/1');
    expect(screen.getByTestId('toaster')).toBeInTheDocument();
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    clearToasts();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    unmount();
    renderWithKit(<p>bare</p>, { chrome: false });
    expect(screen.queryByTestId('toaster')).not.toBeInTheDocument();
  });

  it('mockApi answers offline with a network failure and `later` when the test settles the promise', async () => {
    await resetKit('en');
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({
      'GET /down': { offline: true },
      'GET /slow': { later: new Promise((resolve) => (answer = resolve)) },
    });
    await expect(fetch('https://api.test/down')).rejects.toThrow(new TypeError('Failed to fetch'));
    let settled: Response | undefined;
    void fetch('https://api.test/slow').then((response) => (settled = response));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBeUndefined();
    answer({ status: 201, body: { ok: true } });
    await waitFor(() => expect(settled?.status).toBe(201));
    await expect(settled!.json()).resolves.toEqual({ ok: true });
  });
});
