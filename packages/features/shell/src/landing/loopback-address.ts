const loopbackHosts = new Set(['localhost', '[::1]']);

function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * An address the server configured on its own machine (`http://localhost:83/piano`, the Music
 * tile's default: spec "port 83 of the same host") as the visitor's browser must open it: the
 * loopback host becomes the host the page came from, keeping port and path. For a visitor on
 * another computer `localhost` would be their own machine. Other addresses stay as they are.
 */
export function onPageHost(address: string, pageHostname: string | undefined): string {
  if (!pageHostname || isLoopback(pageHostname)) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (!isLoopback(url.hostname)) return address;
  url.hostname = pageHostname;
  return url.href;
}
