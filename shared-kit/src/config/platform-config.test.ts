import { getPlatformConfig, loadPlatformConfig, setPlatformConfig } from './platform-config';

describe('loadPlatformConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
    setPlatformConfig({});
  });

  it('takes the manifest the deploy server wrote into the page, without a request', async () => {
    const script = document.createElement('script');
    script.id = 'arena-platform';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ apiUrl: 'http://api.test', remotes: [] });
    document.head.appendChild(script);

    const config = await loadPlatformConfig('/platform.json');

    expect(config.apiUrl).toBe('http://api.test');
    expect(getPlatformConfig().apiUrl).toBe('http://api.test');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /platform.json (no-cache) when the page has no manifest or an unreadable one', async () => {
    const script = document.createElement('script');
    script.id = 'arena-platform';
    script.type = 'application/json';
    script.textContent = '{not json';
    document.head.appendChild(script);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ apiUrl: 'http://fetched.test' }), { status: 200 }),
    );

    const config = await loadPlatformConfig('/platform.json');

    expect(fetchMock).toHaveBeenCalledWith('/platform.json', { cache: 'no-cache' });
    expect(config.apiUrl).toBe('http://fetched.test');
  });
});
