/**
 * What a bug report or ticket carries about the reporter's device and attachment (P2 §3 "Bug report payload"):
 * the browser and OS read from the user agent, and the picked file as a data URL.
 */

/**
 * The browser and OS of a user agent, for `deviceInfo` in a bug report or ticket.
 *
 * @example deviceInfo(navigator.userAgent) // { os: 'Windows', browser: 'Chrome' }
 */
export function deviceInfo(userAgent: string): { os: string; browser: string } {
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Unknown';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Unknown';
  return { os, browser };
}

/** A picked file as a data URL, for the JSON body of `POST /v1/bug-report`. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
