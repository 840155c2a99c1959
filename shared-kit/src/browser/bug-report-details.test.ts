import { deviceInfo, readFileAsDataUrl } from './bug-report-details';

describe('bug report details', () => {
  it('reads the browser and OS from the user agent', () => {
    expect(
      deviceInfo(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toEqual({ os: 'Windows', browser: 'Chrome' });
    expect(
      deviceInfo(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toEqual({ os: 'macOS', browser: 'Safari' });
    expect(deviceInfo('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      os: 'Linux',
      browser: 'Firefox',
    });
  });

  it('reads a file as a data URL', async () => {
    const url = await readFileAsDataUrl(new Blob(['hi'], { type: 'text/plain' }));
    expect(url).toBe('data:text/plain;base64,aGk=');
  });
});
