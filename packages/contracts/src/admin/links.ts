/**
 * Where a link an operator writes may send players (issue 19): a full https address, on the named
 * sites when there are some, so nobody is sent to `javascript:`, a plain-http page or a look-alike
 * host. The server refuses any other (CONTENT_LINK_INVALID); the back office checks the same first.
 */

/** A full https address: `https://`, a host, then anything without a space. */
export const HTTPS_LINK = /^https:\/\/[^\s/]+\S*$/;

const parsed = (link: string) => {
  try {
    return new URL(link);
  } catch {
    return undefined;
  }
};

/**
 * Whether `link` is a full https address and, given `hosts`, a page (more than the bare host) on one
 * of them or a subdomain of one (`www.`, `m.`), with no user name, password or port.
 */
export const isHttpsLinkOn = (link: string, hosts?: readonly string[]) => {
  const url = HTTPS_LINK.test(link) ? parsed(link) : undefined;
  if (!url) return false;
  if (!hosts) return true;
  if (url.username || url.password || url.port || url.pathname.length < 2) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((site) => host === site || host.endsWith(`.${site}`));
};
