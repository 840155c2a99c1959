import { registerSingletons } from './singletons';

describe('singleton registry', () => {
  it('warns when a second copy of a shared library is registered', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reactCopy = {};
    registerSingletons('shell', { 'test-lib': reactCopy });
    registerSingletons('community', { 'test-lib': reactCopy });
    expect(warn).not.toHaveBeenCalled();
    registerSingletons('account', { 'test-lib': {} });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('A second copy of test-lib was evaluated by account'),
    );
    warn.mockRestore();
  });
});
