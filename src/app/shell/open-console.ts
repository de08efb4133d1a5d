/** Leaves this console for another server's (the server switcher): the one place the page goes elsewhere. */
export function openConsole(url: string): void {
  window.location.assign(url);
}
