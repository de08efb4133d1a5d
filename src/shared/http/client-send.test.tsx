import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, createHttp, setHttp } from './client';

// jsdom: a browser-like window with XMLHttpRequest, the path the console takes in a browser.
describe('call in a browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'cookieStore');
    setHttp(createHttp());
  });

  it('sends the request at once, without waiting for the Cookie Store', async () => {
    // A Cookie Store that never answers: a request waiting on it would never be sent.
    const get = vi.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    setHttp(createHttp()); // the page's own origin, where axios would read an XSRF cookie

    void call('getMe', {}).catch(() => undefined);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 500 });
    expect(get).not.toHaveBeenCalled();
  });
});
